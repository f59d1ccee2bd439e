/* escape.h: text that is safe to print (escape.c). */
#ifndef ESCAPE_H
#define ESCAPE_H

#include <stddef.h>

/* Copies n bytes of s into out as text that is safe to print: valid UTF-8 and line breaks
 * pass; control bytes (NUL among them), DEL and invalid bytes become \xHH, tab becomes \t, and
 * the C1 controls and bidirectional controls become \uHHHH. Stops before out would overflow;
 * out is always NUL-terminated. Returns the length written. */
size_t escape_text(char *out, size_t size, const char *s, size_t n);

#endif
