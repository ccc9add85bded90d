/*
 * mb.c - the shell's locale and its characters: setlocale from LANG and
 * the LC_* variables, as bash sets it, and the character routines that
 * ${#v}, ${v:o:l}, patterns, case changes, field splitting and read -n
 * share.  See mb.h for the invariants.
 *
 * UTF-8 is decoded here rather than by mbrtowc: the same answers (the
 * unit test compares them), at a fraction of the cost, and a decoder
 * that can also step backwards for suffix matching.
 */
#include <ctype.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wctype.h>

#include "error.h"
#include "mb.h"
#include "pattern.h"
#include "shell.h"
#include "var.h"

bool mb_utf8;

/* The length a lead byte announces (0: no character starts with it) and
 * the least code point of each length (shorter forms are overlong). */
static size_t lead_len(unsigned char b)
{
	return b < 0x80   ? 1
	       : b < 0xc2 ? 0
	       : b < 0xe0 ? 2
	       : b < 0xf0 ? 3
	       : b < 0xf8 ? 4
	       : b < 0xfc ? 5
	       : b < 0xfe ? 6
			  : 0;
}

static const uint32_t least[7] = { 0,       0,        0x80,     0x800,
				   0x10000, 0x200000, 0x4000000 };

int mb_prefix(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t len = lead_len(p[0]);
	if (!len)
		return -1;
	uint32_t c = p[0] & (0x7f >> len);
	for (size_t i = 1; i < len; i++) {
		if (i >= n)
			return 0;
		if ((p[i] & 0xc0) != 0x80)
			return -1;
		c = c << 6 | (p[i] & 0x3f);
	}
	if (c < least[len] || (c >= 0xd800 && c <= 0xdfff))
		return -1;
	return (int)len;
}

size_t mb_char(const char *s, size_t avail, uint32_t *c)
{
	unsigned char b = (unsigned char)*s;
	if (b < 0x80 || !mb_utf8) {
		*c = b;
		return 1;
	}
	int len = mb_prefix(s, avail);
	if (len <= 0) {
		*c = MB_BAD | b;
		return 1;
	}
	uint32_t v = b & (0x7f >> len);
	for (int i = 1; i < len; i++)
		v = v << 6 | ((unsigned char)s[i] & 0x3f);
	*c = v;
	return (size_t)len;
}

bool mb_high(const char *s, size_t n)
{
	size_t i = 0;
	for (; i + 8 <= n; i += 8) { /* eight bytes at a time */
		uint64_t w;
		memcpy(&w, s + i, 8);
		if (w & 0x8080808080808080u)
			return true;
	}
	for (; i < n; i++)
		if ((unsigned char)s[i] >= 0x80)
			return true;
	return false;
}

bool mb_valid(const char *s, size_t n)
{
	for (size_t i = 0; i < n;) {
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		int len = mb_prefix(s + i, n - i);
		if (len <= 0)
			return false;
		i += (size_t)len;
	}
	return true;
}

size_t mb_count(const char *s, size_t n)
{
	if (!mb_utf8 || !mb_high(s, n))
		return n;
	size_t k = 0;
	for (size_t i = 0; i < n; k++)
		i += mb_len(s + i, n - i);
	return k;
}

size_t mb_offset(const char *s, size_t n, size_t k)
{
	if (!mb_utf8)
		return k < n ? k : n;
	size_t i = 0;
	for (; i < n && k; k--)
		i += mb_len(s + i, n - i);
	return i;
}

const char *mb_back(const char *s, const char *e)
{
	if (e > s)
		e--;
	while (e > s && ((unsigned char)*e & 0xc0) == 0x80)
		e--;
	return e;
}

void mb_put_utf8(struct strbuf *sb, uint32_t c)
{
	if (c < 0x80) {
		sb_addc(sb, (char)c);
		return;
	}
	size_t n = 2;
	while (n < 6 && c >= least[n + 1])
		n++;
	char buf[6];
	for (size_t i = n - 1; i > 0; i--, c >>= 6)
		buf[i] = (char)(0x80 | (c & 0x3f));
	buf[0] = (char)((0xff00 >> n) | c);
	sb_addn(sb, buf, n);
}

bool mb_named_utf8(struct shell *sh)
{
	static const char *const names[] = { "LC_ALL", "LC_CTYPE", "LANG" };
	const char *name = NULL;
	for (size_t i = 0; i < sizeof names / sizeof *names && !name; i++) {
		const char *v = rt_var_get(sh, names[i]);
		if (v && *v)
			name = v;
	}
	const char *cs = name ? strchr(name, '.') : NULL;
	if (!cs)
		return false;
	size_t n = strcspn(++cs, "@");
	return (n == 5 && !strncasecmp(cs, "utf-8", 5)) ||
	       (n == 4 && !strncasecmp(cs, "utf8", 4));
}

void mb_put_unicode(struct strbuf *sb, int64_t c, bool utf8)
{
	if (c < 0x80) {
		sb_addc(sb, (char)c);
	} else if (c > 0x7fffffff) {
		return;
	} else if (!utf8) {
		sb_addf(sb, c <= 0xffff ? "\\u%04X" : "\\U%08X", (unsigned)c);
	} else {
		mb_put_utf8(sb, (uint32_t)c);
	}
}

/* One byte's case change HOW (enum mb_case) by the C library. */
static int byte_case(int c, unsigned how)
{
	if ((how & MB_UPPER) || ((how & MB_TOGGLE) && islower(c)))
		return toupper(c);
	return tolower(c);
}

void mb_case(struct strbuf *sb, const char *s, unsigned how, const char *pat)
{
	size_t n = strlen(s);
	if (!(pat && *pat) && !(mb_utf8 && mb_high(s, n))) {
		/* bytes: the C library's toupper/tolower in place */
		size_t at = sb->len;
		sb_addn(sb, s, n);
		size_t end = (how & MB_FIRST) && n ? at + 1 : sb->len;
		for (size_t i = at; i < end; i++)
			sb->buf[i] =
				(char)byte_case((unsigned char)sb->buf[i], how);
		return;
	}
	for (size_t i = 0; i < n;) {
		uint32_t c;
		size_t len = mb_char(s + i, n - i, &c);
		bool change = !(c & MB_BAD);
		if (change && pat && *pat) {
			char one[8];
			memcpy(one, s + i, len);
			one[len] = '\0';
			change = rt_pattern_match(pat, one);
		}
		if (change && len == 1) {
			sb_addc(sb, (char)byte_case((int)c, how));
		} else if (change) {
			wint_t w = (wint_t)c;
			if ((how & MB_UPPER) ||
			    ((how & MB_TOGGLE) && iswlower(w)))
				w = towupper(w);
			else
				w = towlower(w);
			mb_put_utf8(sb, (uint32_t)w);
		} else {
			sb_addn(sb, s + i, len);
		}
		i += len;
		if (how & MB_FIRST) {
			sb_addn(sb, s + i, n - i);
			break;
		}
	}
}

/* ------------------------------------------------------------- locale */

static const struct {
	const char *name;
	int cat;
} categories[] = {
	{ "LC_CTYPE", LC_CTYPE },       { "LC_COLLATE", LC_COLLATE },
	{ "LC_MESSAGES", LC_MESSAGES }, { "LC_TIME", LC_TIME },
	{ "LC_MONETARY", LC_MONETARY },
};

static bool started; /* mb_locale_init ran: the variables now rule */

bool mb_locale_name(const char *name)
{
	if (name[0] != 'L') /* LANG and LC_*: most names leave here */
		return false;
	if (!strcmp(name, "LANG") || !strcmp(name, "LC_ALL") ||
	    !strcmp(name, "LC_NUMERIC"))
		return true;
	for (size_t i = 0; i < sizeof categories / sizeof *categories; i++)
		if (!strcmp(name, categories[i].name))
			return true;
	return false;
}

/* The value of NAME when set and not empty, else NULL. */
static const char *locale_value(struct shell *sh, const char *name)
{
	const char *v = rt_var_get(sh, name);
	return v && *v ? v : NULL;
}

/* setlocale(CAT, VAL), with bash's warning naming NAME when it fails. */
static void set_category(struct shell *sh, int cat, const char *name,
			 const char *val, bool warn)
{
	errno = 0;
	if (setlocale(cat, val) || !warn)
		return;
	int e = errno;
	rt_err(sh, "warning: setlocale: %s: cannot change locale (%s)%s%s",
	       name, val, e ? ": " : "", e ? strerror(e) : "");
}

/* Every category from its own variable, else LANG, else "C"; quietly, as
 * bash does for LANG. */
static void set_each(struct shell *sh)
{
	const char *lang = locale_value(sh, "LANG");
	for (size_t i = 0; i < sizeof categories / sizeof *categories; i++) {
		const char *v = locale_value(sh, categories[i].name);
		set_category(sh, categories[i].cat, categories[i].name,
			     v      ? v
			     : lang ? lang
				    : "C",
			     false);
	}
}

static void settle(struct shell *sh)
{
	setlocale(LC_NUMERIC, "C"); /* printf and arithmetic stay POSIX */
	mb_utf8 = MB_CUR_MAX > 1 && !strcmp(nl_langinfo(CODESET), "UTF-8");
	sh->ifs_built = false; /* the splitter's table depends on it */
}

void mb_locale_init(struct shell *sh)
{
	started = true;
	if (!setlocale(LC_ALL, "")) {
		/* bash's start-up warning names LC_ALL only */
		const char *all = locale_value(sh, "LC_ALL");
		if (all)
			rt_err(sh,
			       "warning: setlocale: LC_ALL: cannot change "
			       "locale (%s)",
			       all);
		else
			set_each(sh);
	}
	settle(sh);
}

void mb_locale_var(struct shell *sh, const char *name)
{
	if (!started)
		return; /* the environment, read by mb_locale_init */
	const char *all = locale_value(sh, "LC_ALL");
	if (!strcmp(name, "LC_ALL") && all) {
		set_category(sh, LC_ALL, name, all, true);
	} else if (all || !strcmp(name, "LC_NUMERIC")) {
		/* LC_ALL rules; LC_NUMERIC stays "C" (mb.h) */
	} else if (!strcmp(name, "LC_ALL") || !strcmp(name, "LANG")) {
		set_each(sh);
	} else {
		const char *lang = locale_value(sh, "LANG");
		for (size_t i = 0; i < sizeof categories / sizeof *categories;
		     i++) {
			if (strcmp(name, categories[i].name))
				continue;
			const char *v = locale_value(sh, name);
			set_category(sh, categories[i].cat, name,
				     v      ? v
				     : lang ? lang
					    : "C",
				     v != NULL);
		}
	}
	settle(sh);
}
