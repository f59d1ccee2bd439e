// runners/cpp/symbolizer.cpp: names the frames of a sanitizer's report in a clang build, inside
// the box. clang's sanitizers name frames by starting llvm-symbolizer, a program, and the box
// runs none; they first ask an "internal symbolizer" (the __sanitizer_symbolize_* hooks of
// compiler-rt's sanitizer_symbolizer_posix_libcdep.cpp), which this file is. build.sh appends
// to the runner a table made at build time from `nm -C -S` and `objdump --dwarf=decodedline`
// (lines "F ADDR SIZE NAME" and "L ADDR LINE FILE", then the table's length and "ZSYMTAB\n");
// runner_start, before the first case and while files may still be opened, reads it into
// memory from the program's own file. Trusted code of the kit, compiled apart from the solution.
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

struct func {
	uint64_t addr, size;
	const char *name;
};
struct row {
	uint64_t addr;
	unsigned line;
	size_t order; // rows at one address: the table's last one holds
	const char *file;
};

func *funcs;
row *rows;
size_t nfuncs, nrows;
char self[4096]; // this program's name in the box, as the sanitizer names its module

int by_func(const void *a, const void *b)
{
	uint64_t x = ((const func *)a)->addr, y = ((const func *)b)->addr;
	return x < y ? -1 : x > y;
}

int by_row(const void *a, const void *b)
{
	const row *x = (const row *)a, *y = (const row *)b;
	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

// Reads the table appended to this program into memory; any fault leaves it empty (the frames
// are then addresses, as without this file).
void load_table()
{
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0)
		return;
	self[n] = '\0';
	int fd = open(self, O_RDONLY | O_CLOEXEC); // (the box's process may not open /proc/self/exe)
	struct stat st;
	char tail[24];
	if (fd < 0 || fstat(fd, &st) != 0 || st.st_size < 24 ||
	    pread(fd, tail, 24, st.st_size - 24) != 24 || memcmp(tail + 16, "ZSYMTAB\n", 8) != 0) {
		if (fd >= 0)
			close(fd);
		return;
	}
	tail[16] = '\0';
	unsigned long long len = strtoull(tail, nullptr, 10);
	if (len == 0 || len > (unsigned long long)st.st_size - 24 || len > (64u << 20)) {
		close(fd);
		return;
	}
	char *text = (char *)malloc(len + 1);
	if (!text || pread(fd, text, len, st.st_size - 24 - (off_t)len) != (ssize_t)len) {
		close(fd);
		free(text);
		return;
	}
	close(fd);
	text[len] = '\0';
	size_t lines = 1;
	for (char *p = text; *p; p++)
		lines += *p == '\n';
	funcs = (func *)calloc(lines, sizeof *funcs);
	rows = (row *)calloc(lines, sizeof *rows);
	if (!funcs || !rows)
		return;
	for (char *line = text, *next; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		char *end;
		if (line[0] == 'F' && line[1] == ' ') {
			func f;
			f.addr = strtoull(line + 2, &end, 16);
			f.size = strtoull(end, &end, 16);
			f.name = end + (*end == ' ');
			funcs[nfuncs++] = f;
		} else if (line[0] == 'L' && line[1] == ' ') {
			row r;
			r.addr = strtoull(line + 2, &end, 16);
			r.line = (unsigned)strtoul(end, &end, 10);
			r.file = end + (*end == ' ');
			r.order = nrows;
			rows[nrows++] = r;
		}
	}
	qsort(funcs, nfuncs, sizeof *funcs, by_func);
	qsort(rows, nrows, sizeof *rows, by_row);
}

// The function whose bytes hold pc, or NULL.
const func *function_at(uint64_t pc)
{
	size_t lo = 0, hi = nfuncs;
	while (lo < hi) { // the first function starting after pc
		size_t mid = (lo + hi) / 2;
		if (funcs[mid].addr <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0 || pc >= funcs[lo - 1].addr + funcs[lo - 1].size)
		return nullptr;
	return &funcs[lo - 1];
}

// The line row for pc, inside function f, or NULL.
const row *row_at(uint64_t pc, const func *f)
{
	size_t lo = 0, hi = nrows;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (rows[mid].addr <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0 || rows[lo - 1].addr < f->addr)
		return nullptr;
	return &rows[lo - 1];
}

bool same(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return *a == *b;
}

// Copies s to at, stopping at end; returns the new end of the text.
char *put(char *at, char *end, const char *s)
{
	while (*s && at < end)
		*at++ = *s++;
	return at;
}

char *put_number(char *at, unsigned n)
{
	char digits[12];
	int k = 0;
	do
		digits[k++] = (char)('0' + n % 10);
	while (n /= 10);
	while (k)
		*at++ = digits[--k];
	return at;
}

} // namespace

extern "C" {

// runner.c calls it after the sandbox's first stage, before READY.
void runner_start(void)
{
	load_table();
}

// In llvm-symbolizer's words: the function, then FILE:LINE:COLUMN, then an empty line. Called
// while the sanitizer writes its report, when any intercepted call (snprintf, strcmp) is a
// "nested bug": plain loops only, and build.sh compiles this file with -fno-builtin.
bool __sanitizer_symbolize_code(const char *module, uint64_t offset, char *buffer, int size)
{
	if (!module || size < 64 || !self[0] || !same(module, self))
		return false; // the C library's frames, say: left as addresses
	const func *f = function_at(offset);
	if (!f)
		return false;
	const row *r = row_at(offset, f);
	char *at = buffer, *end = buffer + size - 16; // room for the digits and the newlines
	at = put(at, end, f->name);
	*at++ = '\n';
	at = put(at, end, r ? r->file : "??");
	*at++ = ':';
	at = put_number(at, r ? r->line : 0);
	at = put(at, end, ":0\n\n");
	*at = '\0';
	return true;
}

bool __sanitizer_symbolize_data(const char *, uint64_t, char *, int) { return false; }
bool __sanitizer_symbolize_frame(const char *, uint64_t, char *, int) { return false; }
void __sanitizer_symbolize_flush() {}
bool __sanitizer_symbolize_demangle(const char *, char *, int) { return false; }
bool __sanitizer_symbolize_set_demangle(bool) { return true; }
bool __sanitizer_symbolize_set_inline_frames(bool) { return true; }
}
