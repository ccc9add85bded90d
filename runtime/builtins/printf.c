/*
 * printf.c - the printf utility (POSIX XCU printf, plus bash's -v VAR,
 * %q and %Q (quoted for re-input), %(fmt)T (strftime)).
 *
 * Design: bi_printf_format() walks the format once per pass, consuming
 * arguments through struct pf_args; the pass repeats while arguments remain
 * and at least one was consumed in the pass (a format without conversions
 * runs once).  Missing arguments read as "" or 0.  Each conversion is
 * rendered by the C library's snprintf from a format rebuilt from the
 * parsed flags, width and precision, with the value widened to intmax_t /
 * uintmax_t / long double (bash's floating type: %.20f of 0.1 and %a print
 * what bash prints), so the C library's rules for flags apply unchanged.
 * C's length modifiers (h l L j z t) are accepted and ignored, as in bash.
 *
 * Invariants: output is appended to a strbuf, never written directly; the
 * builtin writes it (or assigns it with -v) at the end, so a failure is
 * detected and reported in one place.  Writing to standard output, the
 * lines formatted before a diagnostic are written out before it
 * (pf_diag), so the two keep bash's order.  "stop" becomes true at \c in %b
 * or at an invalid directive, and nothing is appended after it.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "builtins.h"
#include "printf.h"
#include "../error.h"
#include "../mb.h"
#include "../options.h"
#include "../output.h"
#include "../var.h"
#include "table.h"

struct pf_args {
	char *const *v;
	size_t n, i;
	int status;
	bool stop;
	struct strbuf *out; /* written before a diagnostic (standard output) */
	bool write_failed;
};

/* Before a diagnostic: the lines formatted so far go out first, as from
 * bash's line-buffered standard output; a partial line stays. */
static void pf_diag(struct shell *sh, struct pf_args *a)
{
	struct strbuf *o = a->out;
	const char *nl = o && o->len ? memrchr(o->buf, '\n', o->len) : NULL;
	if (!nl)
		return;
	size_t n = (size_t)(nl - o->buf) + 1;
	if (rt_out_write(sh, 1, o->buf, n) < 0)
		a->write_failed = true;
	memmove(o->buf, o->buf + n, o->len - n);
	o->len -= n;
	o->buf[o->len] = 0;
}

static const char *pf_next(struct pf_args *a)
{
	return a->i < a->n ? a->v[a->i++] : NULL;
}

/* Checks what strto* left behind; reports and sets status 1 if bad. */
static void pf_check(struct shell *sh, struct pf_args *a, const char *s,
		     const char *end, int err)
{
	if (err == ERANGE) {
		/* bash warns and goes on; dash fails */
		pf_diag(sh, a);
		if (sh->opts & OPT_POSIX) {
			rt_err(sh, "printf: %s: Numerical result out of range",
			       s);
			a->status = 1;
		} else {
			rt_err(sh,
			       "printf: warning: %s: Numerical result out of "
			       "range",
			       s);
		}
	} else if (end == s || *end) {
		pf_diag(sh, a);
		rt_err(sh, "printf: %s: invalid number", s);
		a->status = 1;
	}
}

/* 'c and "c give the value of the character c (its code point in a
 * UTF-8 locale; an invalid byte, the byte's). */
static bool pf_quoted(const char *s, uintmax_t *out)
{
	if (*s != '\'' && *s != '"')
		return false;
	uint32_t c = 0;
	if (s[1])
		mb_char(s + 1, strlen(s + 1), &c);
	*out = c & ~MB_BAD;
	return true;
}

static intmax_t pf_int(struct shell *sh, struct pf_args *a)
{
	const char *s = pf_next(a);
	uintmax_t q;
	if (!s || !*s)
		return 0;
	if (pf_quoted(s, &q))
		return (intmax_t)q;
	char *end;
	errno = 0;
	intmax_t v = strtoimax(s, &end, 0);
	pf_check(sh, a, s, end, errno);
	return v;
}

static uintmax_t pf_uint(struct shell *sh, struct pf_args *a)
{
	const char *s = pf_next(a);
	uintmax_t q;
	if (!s || !*s)
		return 0;
	if (pf_quoted(s, &q))
		return q;
	char *end;
	errno = 0;
	/* negative values wrap as in C: %u of -1 is UINTMAX_MAX (and one
	 * out of range is UINTMAX_MAX, as in bash) */
	uintmax_t v = strtoumax(s, &end, 0);
	pf_check(sh, a, s, end, errno);
	return v;
}

static long double pf_double(struct shell *sh, struct pf_args *a)
{
	const char *s = pf_next(a);
	uintmax_t q;
	if (!s || !*s)
		return 0;
	if (pf_quoted(s, &q))
		return (long double)q;
	char *end;
	errno = 0;
	long double v = strtold(s, &end);
	pf_check(sh, a, s, end,
		 errno == ERANGE && (v > 1 || v < -1) ? ERANGE : 0);
	return v;
}

/* Reads an octal escape body of up to max digits starting at *pp. */
static unsigned pf_octal(const char **pp, int max)
{
	unsigned v = 0;
	const char *p = *pp;
	for (int i = 0; i < max && *p >= '0' && *p <= '7'; i++)
		v = v * 8 + (unsigned)(*p++ - '0');
	*pp = p;
	return v;
}

/* The escapes shared by the format and %b; returns -1 if c is not one. */
static int pf_simple_escape(char c)
{
	switch (c) {
	case '\\':
		return '\\';
	case 'a':
		return '\a';
	case 'b':
		return '\b';
	case 'e':
		return '\033';
	case 'E':
		return '\033';
	case 'f':
		return '\f';
	case 'n':
		return '\n';
	case 'r':
		return '\r';
	case 't':
		return '\t';
	case 'v':
		return '\v';
	}
	return -1;
}

/* The value of up to MAX hex digits at *pp, advancing past them; -1 when
 * there is none. */
static int64_t pf_hex(const char **pp, int max)
{
	const char *p = *pp;
	int64_t v = 0;
	int i = 0;
	for (; i < max && isxdigit((unsigned char)*p); i++, p++)
		v = v * 16 + (isdigit((unsigned char)*p)
				      ? *p - '0'
				      : tolower((unsigned char)*p) - 'a' + 10);
	*pp = p;
	return i ? v : -1;
}

/* The escapes \x \u \U of the format and %b; *pp points at the letter
 * and is advanced past the escape.  Returns false when *pp is not one. */
static bool pf_number_escape(struct shell *sh, struct strbuf *out,
			     const char **pp, bool echo)
{
	const char *p = *pp;
	char c = *p++;
	int max = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
	if (!max)
		return false;
	int64_t v = pf_hex(&p, max);
	if (v < 0) {
		/* bash's message (echo -e has none); the escape stays as it
		 * was written */
		if (!echo)
			rt_err(sh, "printf: missing %s digit for \\%c",
			       c == 'x' ? "hex" : "unicode", c);
		sb_addc(out, '\\');
		sb_addc(out, c);
	} else if (c == 'x') {
		sb_addc(out, (char)v);
	} else {
		mb_put_unicode(out, v, mb_named_utf8(sh));
	}
	*pp = p;
	return true;
}

bool bi_printf_bstring(struct shell *sh, struct strbuf *out, const char *s,
		       bool echo)
{
	while (*s) {
		if (*s != '\\' || !s[1]) {
			sb_addc(out, *s++);
			continue;
		}
		s++;
		int e = pf_simple_escape(*s);
		if (e >= 0) {
			sb_addc(out, (char)e);
			s++;
		} else if (*s == 'c') {
			return false;
		} else if (*s == '0') {
			s++;
			sb_addc(out, (char)pf_octal(&s, 3));
		} else if (*s >= '1' && *s <= '7' && !echo) {
			sb_addc(out, (char)pf_octal(&s, 3));
		} else if (!pf_number_escape(sh, out, &s, echo)) {
			sb_addc(out, '\\');
			sb_addc(out, *s++);
		}
	}
	return true;
}

/* A backslash escape in the format itself; *pp points after the '\'. */
static void pf_format_escape(struct shell *sh, struct strbuf *out,
			     const char **pp)
{
	const char *p = *pp;
	int e = pf_simple_escape(*p);
	if (e >= 0) {
		sb_addc(out, (char)e);
		p++;
	} else if (*p == '"' || *p == '\'' || *p == '?') {
		sb_addc(out, *p++);
	} else if (*p >= '0' && *p <= '7') {
		sb_addc(out, (char)pf_octal(&p, 3));
	} else if (!pf_number_escape(sh, out, &p, false)) {
		sb_addc(out, '\\');
		if (*p)
			sb_addc(out, *p++);
	}
	*pp = p;
}

/* A parsed conversion specification. */
struct pf_spec {
	char flags[8];
	int width, prec; /* -1 when absent */
	char conv;
	const char *tfmt; /* %(fmt)T: fmt, tlen bytes */
	size_t tlen;
	const char *spec; /* the text from '%', speclen bytes (messages) */
	size_t speclen;
};

/* The largest width or precision printf pads to: 2 MB of output per
 * conversion (bash goes to INT_MAX, gigabytes).  docs/reliability.md. */
#define PF_SIZE_MAX (1 << 21)

/* A width or precision of MAG; a larger one than PF_SIZE_MAX is clamped
 * to it with bash's warning for numbers out of range. */
static int pf_size(struct shell *sh, uintmax_t mag, const char *text)
{
	if (mag <= PF_SIZE_MAX)
		return (int)mag;
	rt_err(sh, "printf: warning: %s: Numerical result out of range", text);
	return PF_SIZE_MAX;
}

/* A decimal width or precision in the format. */
static int pf_digits(struct shell *sh, const char **pp)
{
	const char *s = *pp;
	uintmax_t v = 0;
	for (; isdigit((unsigned char)**pp); (*pp)++)
		if (v <= PF_SIZE_MAX)
			v = v * 10 + (unsigned)(**pp - '0');
	char text[32];
	snprintf(text, sizeof text, "%.*s", (int)(*pp - s < 31 ? *pp - s : 31),
		 s);
	return pf_size(sh, v, text);
}

/* Parses flags, width and precision; '*' consumes arguments. */
static const char *pf_parse_spec(struct shell *sh, struct pf_args *a,
				 const char *p, struct pf_spec *sp)
{
	size_t nf = 0;
	while (*p && strchr("-+ #0", *p)) {
		if (nf < sizeof sp->flags - 1 && !strchr(sp->flags, *p))
			sp->flags[nf++] = *p;
		sp->flags[nf] = 0;
		p++;
	}
	sp->width = sp->prec = -1;
	if (*p == '*') {
		intmax_t w = pf_int(sh, a);
		uintmax_t mag = w < 0 ? -(uintmax_t)w : (uintmax_t)w;
		if (w < 0) {
			/* a negative width means the '-' flag */
			if (!strchr(sp->flags, '-') &&
			    nf < sizeof sp->flags - 1)
				sp->flags[nf++] = '-', sp->flags[nf] = 0;
		}
		char text[32];
		snprintf(text, sizeof text, "%jd", w);
		sp->width = pf_size(sh, mag, text);
		p++;
	} else {
		if (isdigit((unsigned char)*p))
			sp->width = pf_digits(sh, &p);
	}
	if (*p == '.') {
		p++;
		sp->prec = 0;
		if (*p == '*') {
			intmax_t pr = pf_int(sh, a);
			char text[32];
			snprintf(text, sizeof text, "%jd", pr);
			sp->prec =
				pr < 0 ? -1 : pf_size(sh, (uintmax_t)pr, text);
			p++;
		} else {
			sp->prec = pf_digits(sh, &p);
		}
	}
	if (*p == '(') {
		/* %(fmt)T: strftime's format up to the first ')' */
		const char *close = strchr(p + 1, ')');
		if (close && close[1] == 'T') {
			sp->tfmt = p + 1;
			sp->tlen = (size_t)(close - p - 1);
			p = close + 1;
		} else {
			sp->conv = 0;
			return p + strlen(p) - 1;
		}
	}
	while (*p && strchr("hlLjzt", *p))
		p++; /* C's length modifiers: bash ignores them */
	sp->conv = *p;
	return p;
}

/* Builds "%<flags><width>.<prec><len><conv>" for snprintf (BUF holds
 * 64 bytes: the flags are at most 7, the numbers at most 7 digits). */
static void pf_cfmt(char *buf, const struct pf_spec *sp, const char *len,
		    char conv)
{
	char *d = buf;
	*d++ = '%';
	d = stpcpy(d, sp->flags);
	if (sp->width >= 0)
		d += rt_fmt_int(d, sp->width);
	if (sp->prec >= 0) {
		*d++ = '.';
		d += rt_fmt_int(d, sp->prec);
	}
	d = stpcpy(d, len);
	*d++ = conv;
	*d = 0;
}

/* %s, %b and %c: a string with width and precision. */
static void pf_str(struct strbuf *out, const struct pf_spec *sp, const char *s,
		   size_t len)
{
	if (sp->prec >= 0 && (size_t)sp->prec < len)
		len = (size_t)sp->prec;
	size_t pad = sp->width > 0 && (size_t)sp->width > len
			     ? (size_t)sp->width - len
			     : 0;
	bool left = strchr(sp->flags, '-') != NULL;
	for (size_t i = 0; !left && i < pad; i++)
		sb_addc(out, ' ');
	sb_addn(out, s, len);
	for (size_t i = 0; left && i < pad; i++)
		sb_addc(out, ' ');
}

/* %(fmt)T: the time given in seconds since the epoch, -1 (or no
 * argument) for now, -2 for when the shell started, as strftime
 * formats it in local time (an empty fmt is "%X"). */
static void pf_time(struct shell *sh, struct strbuf *out, struct pf_args *a,
		    const struct pf_spec *sp)
{
	intmax_t t = a->i < a->n ? pf_int(sh, a) : -1;
	time_t when = t == -1   ? time(NULL)
		      : t == -2 ? (time_t)(sh->start_us / 1000000)
				: (time_t)t;
	char *fmt = sp->tlen ? xstrndup(sp->tfmt, sp->tlen) : xstrdup("%X");
	struct tm tm;
	char buf[1024];
	size_t n = 0;
	if (localtime_r(&when, &tm))
		n = strftime(buf, sizeof buf, fmt, &tm);
	free(fmt);
	pf_str(out, sp, buf, n);
}

/* Renders one conversion; returns false on an invalid directive. */
static bool pf_convert(struct shell *sh, struct strbuf *out, struct pf_args *a,
		       struct pf_spec *sp)
{
	char cf[64];
	const char *s;
	switch (sp->conv) {
	case 'd':
	case 'i':
		if (!sp->flags[0] && sp->width < 0 && sp->prec < 0) {
			/* plain %d: the decimal digits, no format to parse */
			char num[24];
			sb_addn(out, num, rt_fmt_int(num, pf_int(sh, a)));
			return true;
		}
		pf_cfmt(cf, sp, "j", 'd');
		sb_addf(out, cf, pf_int(sh, a));
		return true;
	case 'o':
	case 'u':
	case 'x':
	case 'X':
		pf_cfmt(cf, sp, "j", sp->conv);
		sb_addf(out, cf, pf_uint(sh, a));
		return true;
	case 'a':
	case 'A':
	case 'e':
	case 'E':
	case 'f':
	case 'F':
	case 'g':
	case 'G':
		pf_cfmt(cf, sp, "L", sp->conv);
		sb_addf(out, cf, pf_double(sh, a));
		return true;
	case 'c':
		s = pf_next(a);
		sp->prec = -1;
		/* an empty or missing argument prints a NUL, as dash and bash */
		pf_str(out, sp, s && *s ? s : "", 1);
		return true;
	case 's':
		s = pf_next(a);
		pf_str(out, sp, s ? s : "", s ? strlen(s) : 0);
		return true;
	case 'T':
		if (!sp->tfmt)
			break;
		pf_time(sh, out, a, sp);
		return true;
	case 'q':
	case 'Q': {
		/* %Q applies the precision before quoting, %q after */
		struct strbuf tmp;
		sb_init(&tmp);
		s = pf_next(a);
		s = s ? s : "";
		if (sp->conv == 'Q' && sp->prec >= 0) {
			char *cut = xstrndup(s, strnlen(s, (size_t)sp->prec));
			rt_var_quote_backslash(&tmp, cut);
			free(cut);
			sp->prec = -1;
		} else {
			rt_var_quote_backslash(&tmp, s);
		}
		pf_str(out, sp, sb_str(&tmp), tmp.len);
		sb_free(&tmp);
		return true;
	}
	case 'b': {
		struct strbuf tmp;
		sb_init(&tmp);
		s = pf_next(a);
		if (!bi_printf_bstring(sh, &tmp, s ? s : "", false))
			a->stop = true;
		pf_str(out, sp, sb_str(&tmp), tmp.len);
		sb_free(&tmp);
		return true;
	}
	}
	/* "%5%" too: dash and bash agree */
	pf_diag(sh, a);
	if (!sp->conv)
		rt_err(sh, "printf: `%.*s': missing format character",
		       (int)sp->speclen, sp->spec);
	else if (sh->opts & OPT_POSIX)
		rt_err(sh, "printf: %%%c: invalid directive", sp->conv);
	else
		rt_err(sh, "printf: `%c': invalid format character", sp->conv);
	return false;
}

/* One pass over the format. */
static void pf_pass(struct shell *sh, struct strbuf *out, const char *fmt,
		    struct pf_args *a)
{
	for (const char *p = fmt; *p && !a->stop; p++) {
		if (*p == '\\') {
			p++;
			pf_format_escape(sh, out, &p);
			p--;
			continue;
		}
		if (*p != '%') {
			sb_addc(out, *p);
			continue;
		}
		if (p[1] == '%') {
			sb_addc(out, '%');
			p++;
			continue;
		}
		struct pf_spec sp = { .flags = "", .spec = p };
		p = pf_parse_spec(sh, a, p + 1, &sp);
		sp.speclen = (size_t)(p - sp.spec) + (*p != 0);
		if (!pf_convert(sh, out, a, &sp)) {
			a->stop = true;
			a->status = 1;
			return;
		}
	}
}

int bi_printf_format(struct shell *sh, struct strbuf *out, const char *fmt,
		     char *const *args, size_t nargs, bool to_stdout)
{
	struct pf_args a = { .v = args,
			     .n = nargs,
			     .out = to_stdout ? out : NULL };
	do {
		size_t before = a.i;
		pf_pass(sh, out, fmt, &a);
		if (a.i == before)
			break; /* no conversion consumed anything */
	} while (a.i < a.n && !a.stop);
	return a.write_failed ? -1 : a.status;
}

BUILTIN(printf)
{
	const char *var = NULL;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	/* a format that starts with '-' follows "--" (bash) */
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "v:")))
		if (c == '?')
			return 2;
		else
			var = g.arg;
	int i = g.ind;
	if (i >= argc)
		return rt_builtin_usage(sh, rt_builtin_find("printf"));
	if (var && !rt_valid_ref(var)) {
		rt_err(sh, "printf: `%s': not a valid identifier", var);
		return 2;
	}
	struct strbuf sb;
	sb_init(&sb);
	int status = bi_printf_format(sh, &sb, argv[i], argv + i + 1,
				      (size_t)(argc - i - 1), !var);
	if (status < 0) {
		rt_err(sh, "printf: write error: %s", strerror(errno));
		status = 1;
	} else if (var) {
		/* the value ends at a NUL, as any shell variable */
		if (rt_var_set_operand(sh, var, sb_str(&sb)) < 0)
			status = 1;
	} else if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0) {
		rt_err(sh, "printf: write error: %s", strerror(errno));
		status = 1;
	}
	sb_free(&sb);
	return status;
}
