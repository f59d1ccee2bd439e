/* runtime.c: owns what the judge reads off a runner's ELF file before it starts it: whether
 * its runtime reserves memory up front (AddressSanitizer's shadow, a JVM's heap), which a data
 * limit would refuse, and whether it holds an ifunc resolver (code the loader runs before any
 * entry of .preinit_array, so before the runner's second seccomp stage). Read from the dynamic section and the dynamic symbols, which the build
 * makes (the solution's own symbols are all local but findMinStep, and it adds no library):
 * no string the solution holds can change the answer. */
#define _GNU_SOURCE
#include "runtime.h"

#include <elf.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* The libraries and the defined symbols that mark such a runtime. */
static int marks_needed(const char *name)
{
	return !strncmp(name, "libasan", 7) || !strncmp(name, "libjvm", 6) ||
	       !strncmp(name, "libhwasan", 9);
}

static int marks_defined(const char *name)
{
	return !strcmp(name, "__asan_init") || !strcmp(name, "JNI_CreateJavaVM");
}

static int within(size_t off, size_t len, size_t size)
{
	return off <= size && len <= size - off;
}

#if defined(__x86_64__)
#define IRELATIVE R_X86_64_IRELATIVE
#elif defined(__aarch64__)
#define IRELATIVE R_AARCH64_IRELATIVE
#endif

/* What one reading of the file finds. */
struct found {
	int reserves, ifunc;
};

static struct found read_elf(const char *path);

int runtime_reserves_memory(const char *path)
{
	return read_elf(path).reserves;
}

int runtime_has_ifunc(const char *path)
{
	return read_elf(path).ifunc;
}

static struct found read_elf(const char *path)
{
	struct found r = {1, 0};
	int fd = open(path, O_RDONLY | O_CLOEXEC), found = 0;
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0 || st.st_size < (off_t)sizeof(Elf64_Ehdr)) {
		if (fd >= 0)
			close(fd);
		return r; /* unknown: no data limit (the cgroup and the watch stay) */
	}
	size_t size = (size_t)st.st_size;
	const unsigned char *f = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (f == MAP_FAILED)
		return r;
	const Elf64_Ehdr *h = (const void *)f;
	if (memcmp(h->e_ident, ELFMAG, SELFMAG) || h->e_ident[EI_CLASS] != ELFCLASS64 ||
	    !within(h->e_shoff, (size_t)h->e_shnum * sizeof(Elf64_Shdr), size)) {
		munmap((void *)f, size);
		return r;
	}
	const Elf64_Shdr *sh = (const void *)(f + h->e_shoff);
	for (unsigned i = 0; i < h->e_shnum; i++) {
		if (sh[i].sh_type == SHT_RELA && within(sh[i].sh_offset, sh[i].sh_size, size)) {
			const Elf64_Rela *rel = (const void *)(f + sh[i].sh_offset);
			for (size_t k = 0; k < sh[i].sh_size / sizeof *rel; k++)
				r.ifunc |= ELF64_R_TYPE(rel[k].r_info) == IRELATIVE;
		}
		if (sh[i].sh_type != SHT_DYNAMIC && sh[i].sh_type != SHT_DYNSYM)
			continue;
		if (sh[i].sh_link >= h->e_shnum || !within(sh[i].sh_offset, sh[i].sh_size, size))
			continue;
		const Elf64_Shdr *strs = &sh[sh[i].sh_link];
		if (!within(strs->sh_offset, strs->sh_size, size) || !strs->sh_size)
			continue;
		const char *str = (const char *)f + strs->sh_offset;
		size_t nstr = strs->sh_size;
		if (sh[i].sh_type == SHT_DYNAMIC) {
			const Elf64_Dyn *d = (const void *)(f + sh[i].sh_offset);
			for (size_t k = 0; k < sh[i].sh_size / sizeof *d && !found; k++)
				if (d[k].d_tag == DT_NEEDED && d[k].d_un.d_val < nstr &&
				    memchr(str + d[k].d_un.d_val, '\0', nstr - d[k].d_un.d_val))
					found = marks_needed(str + d[k].d_un.d_val);
		} else {
			const Elf64_Sym *s = (const void *)(f + sh[i].sh_offset);
			for (size_t k = 0; k < sh[i].sh_size / sizeof *s && !found; k++)
				if (s[k].st_name < nstr && memchr(str + s[k].st_name, '\0', nstr - s[k].st_name) &&
				    (s[k].st_shndx != SHN_UNDEF || ELF64_ST_BIND(s[k].st_info) == STB_GLOBAL))
					found = marks_defined(str + s[k].st_name);
		}
	}
	munmap((void *)f, size);
	r.reserves = found;
	return r;
}
