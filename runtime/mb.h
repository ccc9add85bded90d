/*
 * mb.h - the shell's locale and its characters (mb.c).
 *
 * Invariants:
 *  - A character is a byte unless LC_CTYPE is a UTF-8 locale (mb_utf8):
 *    then it is a UTF-8 sequence as the C library's mbrtowc accepts it
 *    (up to six bytes, no overlong forms, no surrogates), and every byte
 *    that starts no such sequence is a character of its own, as in bash.
 *    Other multibyte charsets are read as bytes.
 *  - Bytes below 0x80 are always characters of their own, so an ASCII
 *    string takes the byte paths whatever the locale: every caller
 *    tests for a byte >= 0x80 (or !mb_utf8) before anything slower.
 *  - mb_utf8 mirrors the process's LC_CTYPE, which setlocale changes for
 *    the whole process: mb_locale_init and mb_locale_var are the only
 *    callers of setlocale, and LC_NUMERIC stays "C" so that arithmetic
 *    and printf's floating-point formats never change with the locale.
 */
#ifndef QUIRL_MB_H
#define QUIRL_MB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "util.h"

struct shell;

/* True while LC_CTYPE is a UTF-8 locale (see above). */
extern bool mb_utf8;

/* A byte that starts no character decodes to MB_BAD | byte, which no
 * character's code point equals. */
#define MB_BAD 0x80000000u

/* The character at S, of which AVAIL > 0 bytes may be read: its length
 * in bytes and, in *C, its code point.  Under !mb_utf8 or for a byte that
 * starts no character: 1, and *C = the byte (| MB_BAD when invalid). */
size_t mb_char(const char *s, size_t avail, uint32_t *c);
/* Like mb_char for the first N bytes of a sequence: the length when they
 * begin a whole character, 0 when they are a proper prefix of one (more
 * bytes may complete it), -1 when they can begin none. */
int mb_prefix(const char *s, size_t n);

/* The length of the character at S (AVAIL > 0 bytes readable). */
static inline size_t mb_len(const char *s, size_t avail)
{
	uint32_t c;
	if (!mb_utf8 || (unsigned char)*s < 0x80)
		return 1;
	return mb_char(s, avail, &c);
}

/* The length of the first character of string S, 0 when S is empty
 * ("$*" and "${a[*]}" join with IFS's first character). */
static inline size_t mb_first_len(const char *s)
{
	return *s ? mb_len(s, strlen(s)) : 0;
}

/* Whether the N bytes at S hold a byte >= 0x80. */
bool mb_high(const char *s, size_t n);
/* Whether every byte >= 0x80 of the N bytes at S belongs to a character
 * (bash matches patterns by bytes when a string has an invalid one). */
bool mb_valid(const char *s, size_t n);
/* The number of characters in the N bytes at S. */
size_t mb_count(const char *s, size_t n);
/* The byte offset of character K of the N bytes at S (N when there are
 * fewer). */
size_t mb_offset(const char *s, size_t n, size_t k);
/* The start of the character that ends at E, not before S (valid UTF-8
 * only: mb_wide strings). */
const char *mb_back(const char *s, const char *e);

/* Appends code point C in UTF-8 (bash's scheme: up to six bytes). */
void mb_put_utf8(struct strbuf *sb, uint32_t c);

/* Whether the shell's locale names the UTF-8 charset: LC_ALL, LC_CTYPE
 * or LANG, the first set and not empty, is "lang_TERRITORY.UTF-8@mod",
 * the charset spelt UTF-8 or utf8 in any case.  By name, as bash decides
 * how to write \u escapes (a name the C library cannot load counts). */
bool mb_named_utf8(struct shell *sh);
/* Appends the character of code point C that a \u or \U escape names,
 * as bash writes it: ASCII as itself, UTF-8 when UTF8
 * (mb_named_utf8), else the escape spelt in full (\u00E9); nothing above
 * 0x7fffffff.  Other charsets are not converted (bash uses iconv). */
void mb_put_unicode(struct strbuf *sb, int64_t c, bool utf8);

/* Case changes of ${v^^} ${v,,} ${v^} ${v,} ${v~~} ${v~} ${v@U} ${v@u} ${v@L} and
 * declare -u/-l, character by character. */
enum mb_case {
	MB_UPPER = 1,  /* to upper case */
	MB_LOWER = 2,  /* to lower case */
	MB_FIRST = 4,  /* only the first character */
	MB_TOGGLE = 8, /* upper to lower case and lower to upper (${v~~}) */
};
/* Appends S with the case change HOW to SB; with PAT (a pattern,
 * not empty) only the characters that match it change. */
void mb_case(struct strbuf *sb, const char *s, unsigned how, const char *pat);

/* Start-up, after the environment's variables were imported: LC_ALL ""
 * (the environment decides), LC_NUMERIC "C". */
void mb_locale_init(struct shell *sh);
/* After NAME (LANG, LC_ALL or an LC_* category) changed in the shell:
 * the locale the variables now name, as bash sets it; a name the C
 * library cannot load gets bash's warning. */
void mb_locale_var(struct shell *sh, const char *name);
/* Whether NAME is one of the variables mb_locale_var watches. */
bool mb_locale_name(const char *name);

#endif
