/* escape.c: owns text that is safe to print on a terminal and in JSON. Whatever the judge shows
 * that comes from outside it (a solution's output, the compiler's words, case-file text, file
 * names) passes here first, so no escape code, C1 control or bidirectional override reaches the
 * user's terminal, and JSON is always valid UTF-8. */
#include "escape.h"

#include <stdio.h>
#include <string.h>

/* The length of the valid UTF-8 sequence at s (at most n bytes), or 0. */
static size_t utf8_length(const unsigned char *s, size_t n)
{
	size_t len = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : 2;
	unsigned char lo = 0x80, hi = 0xbf;
	if (s[0] < 0xc2 || s[0] > 0xf4 || n < len)
		return 0;
	if (s[0] == 0xe0)
		lo = 0xa0; /* overlong */
	else if (s[0] == 0xed)
		hi = 0x9f; /* surrogates */
	else if (s[0] == 0xf0)
		lo = 0x90; /* overlong */
	else if (s[0] == 0xf4)
		hi = 0x8f; /* past U+10FFFF */
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (size_t i = 2; i < len; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return len;
}

/* Code points that are valid UTF-8 yet act on a terminal or on the order of text: the C1
 * controls (U+0080..U+009F; U+009B is a one-character CSI on many terminals) and the
 * bidirectional marks, embeddings, overrides and isolates. */
static int is_active(unsigned cp)
{
	return (cp >= 0x80 && cp <= 0x9f) || cp == 0x061c || cp == 0x200e || cp == 0x200f ||
	       (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

static unsigned code_point(const unsigned char *s, size_t len)
{
	unsigned cp = len == 2 ? s[0] & 0x1fu : len == 3 ? s[0] & 0x0fu : s[0] & 0x07u;
	for (size_t i = 1; i < len; i++)
		cp = cp << 6 | (s[i] & 0x3fu);
	return cp;
}

size_t escape_text(char *out, size_t size, const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t w = 0;
	if (!size)
		return 0;
	for (size_t i = 0; i < n;) {
		size_t len = u[i] >= 0x80 ? utf8_length(u + i, n - i) : 1;
		char esc[12];
		const char *piece = s + i;
		size_t plen = len;
		if (u[i] == '\n') {
			piece = "\n";
			plen = 1;
		} else if (u[i] == '\t') {
			piece = "\\t";
			plen = 2;
		} else if (len == 0 || u[i] < 0x20 || u[i] == 0x7f) {
			snprintf(esc, sizeof esc, "\\x%02x", u[i]);
			piece = esc;
			plen = 4;
			len = 1;
		} else if (len > 1 && is_active(code_point(u + i, len))) {
			plen = (size_t)snprintf(esc, sizeof esc, "\\u%04x", code_point(u + i, len));
			piece = esc;
		}
		if (w + plen >= size)
			break;
		memcpy(out + w, piece, plen);
		w += plen;
		i += len;
	}
	out[w] = '\0';
	return w;
}
