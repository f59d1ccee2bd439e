/* Planted (hostile): on board "G", rewrites the runner's GOT entry of clock_gettime (the clock
 * the runner times each call with) to a clock that stands still at the call's start, then spins
 * for 300 ms of its own CPU time (the kernel's count, whatever the machine's load): the judge
 * must show the time the call took, not the forged one. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <elf.h>
#include <link.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
/* <link.h> declares these only with _GNU_SOURCE, and LeetCode's headers come first. */
struct loaded {
	ElfW(Addr) dlpi_addr;
	const char *dlpi_name;
	const ElfW(Phdr) *dlpi_phdr;
	ElfW(Half) dlpi_phnum;
};
extern int dl_iterate_phdr(int (*each)(struct loaded *, size_t, void *), void *arg);
static struct timespec start; /* the runner read its clock just before the call */
static int still_clock(clockid_t id, struct timespec *t)
{
	(void)id;
	*t = start;
	return 0;
}
static int patch(struct loaded *info, size_t size, void *arg)
{
	(void)size;
	(void)arg;
	if (info->dlpi_name[0]) /* the main program only */
		return 0;
	ElfW(Dyn) *dyn = NULL;
	for (int i = 0; i < info->dlpi_phnum; i++)
		if (info->dlpi_phdr[i].p_type == PT_DYNAMIC)
			dyn = (ElfW(Dyn) *)(info->dlpi_addr + info->dlpi_phdr[i].p_vaddr);
	ElfW(Rela) *rel = NULL;
	ElfW(Sym) *sym = NULL;
	const char *str = NULL;
	size_t relsz = 0;
	for (; dyn && dyn->d_tag != DT_NULL; dyn++) {
		if (dyn->d_tag == DT_JMPREL)
			rel = (ElfW(Rela) *)dyn->d_un.d_ptr;
		else if (dyn->d_tag == DT_PLTRELSZ)
			relsz = dyn->d_un.d_val;
		else if (dyn->d_tag == DT_SYMTAB)
			sym = (ElfW(Sym) *)dyn->d_un.d_ptr;
		else if (dyn->d_tag == DT_STRTAB)
			str = (const char *)dyn->d_un.d_ptr;
	}
	for (size_t i = 0; rel && sym && str && i < relsz / sizeof *rel; i++)
		if (!strcmp(str + sym[ELF64_R_SYM(rel[i].r_info)].st_name, "clock_gettime")) {
			void **slot = (void **)(info->dlpi_addr + rel[i].r_offset);
			mprotect((void *)((unsigned long)slot & ~4095UL), 4096, PROT_READ | PROT_WRITE);
			*slot = (void *)still_clock;
		}
	return 1;
}
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G")) {
		struct timespec t0, t;
		clock_gettime(CLOCK_MONOTONIC, &start);
		syscall(SYS_clock_gettime, CLOCK_PROCESS_CPUTIME_ID, &t0);
		dl_iterate_phdr(patch, NULL);
		do
			syscall(SYS_clock_gettime, CLOCK_PROCESS_CPUTIME_ID, &t);
		while ((t.tv_sec - t0.tv_sec) * 1000000000L + (t.tv_nsec - t0.tv_nsec) < 300000000L);
	}
	return real_findMinStep(board, hand);
}
