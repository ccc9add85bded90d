/*
 * echo.c - echo in two dialects.
 *
 * In posix mode, as XSI specifies it (and as dash behaves): backslash
 * escapes in the operands are always interpreted and the only option is a
 * leading literal "-n" (repeated "-n" operands are all options).  Anything
 * else, "-e" or "--" included, is an operand.  (bash --posix differs: it
 * keeps its own options and interprets escapes only with -e or xpg_echo.)
 *
 * Outside posix mode, as bash: leading operands made only of the letters
 * n, e and E ("-n", "-ne", "-E") are options; -e turns on bash's escapes
 * (printf's %b less \NNN without a 0, bi_printf_bstring), -E turns them
 * off, and they start on only with `shopt -s xpg_echo`.  "--" is an
 * operand.
 *
 * The output is assembled in one buffer (on the stack when it is short and
 * has no escapes) and written once, so a write error is seen by this
 * builtin and reported as "echo: write error: ...".  Compiled code prints
 * through bi_echo_line, which applies the same rules (builtins.h).
 */
#include <errno.h>
#include <string.h>

#include "builtins.h"
#include "printf.h"
#include "../error.h"
#include "../options.h"
#include "../output.h"

/* Appends s with escapes interpreted; returns false at \c (stop all). */
static bool echo_escapes(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		if (*s != '\\' || !s[1]) {
			/* the run up to the next backslash in one copy */
			size_t n = strcspn(s + 1, "\\") + 1;
			sb_addn(sb, s, n);
			s += n - 1;
			continue;
		}
		char c = *++s;
		switch (c) {
		case 'a':
			sb_addc(sb, '\a');
			break;
		case 'b':
			sb_addc(sb, '\b');
			break;
		case 'c':
			return false;
		case 'f':
			sb_addc(sb, '\f');
			break;
		case 'n':
			sb_addc(sb, '\n');
			break;
		case 'r':
			sb_addc(sb, '\r');
			break;
		case 't':
			sb_addc(sb, '\t');
			break;
		case 'v':
			sb_addc(sb, '\v');
			break;
		case '\\':
			sb_addc(sb, '\\');
			break;
		case '0': {
			/* \0 followed by up to three octal digits */
			unsigned v = 0;
			for (int i = 0; i < 3 && s[1] >= '0' && s[1] <= '7';
			     i++)
				v = v * 8 + (unsigned)(*++s - '0');
			sb_addc(sb, (char)v);
			break;
		}
		default:
			sb_addc(sb, '\\');
			sb_addc(sb, c);
			break;
		}
	}
	return true;
}

/* Whether the operand (LEN bytes at S) is an option: "-n" in posix mode,
 * else "-" and one or more of n, e, E. */
static bool echo_option(const struct shell *sh, const char *s, size_t len)
{
	if (sh->opts & OPT_POSIX)
		return len == 2 && s[0] == '-' && s[1] == 'n';
	if (len < 2 || s[0] != '-')
		return false;
	for (size_t i = 1; i < len; i++)
		if (s[i] != 'n' && s[i] != 'e' && s[i] != 'E')
			return false;
	return true;
}

/* memchr's set-up costs more than a plain loop on a line of a few bytes,
 * which is what echo prints in a loop. */
static bool has_backslash(const char *s, size_t len)
{
	if (len > 64)
		return memchr(s, '\\', len) != NULL;
	for (size_t i = 0; i < len; i++)
		if (s[i] == '\\')
			return true;
	return false;
}

/* Writes echo's output; a write error is echo's, with its message. */
static int echo_write(struct shell *sh, const char *buf, size_t len)
{
	if (len && rt_out_write(sh, 1, buf, len) < 0) {
		rt_err(sh, "echo: write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}

int bi_echo_line(struct shell *sh, struct strbuf *line, size_t first)
{
	if (echo_option(sh, line->buf, first) ||
	    has_backslash(line->buf, line->len))
		return -1;
	sb_addc(line, '\n');
	return echo_write(sh, line->buf, line->len);
}

BUILTIN(echo)
{
	int i = 1;
	bool newline = true;
	bool posix = sh->opts & OPT_POSIX;
	bool escapes = posix || (sh->shopts & SHOPT_XPG_ECHO);
	for (; i < argc && echo_option(sh, argv[i], strlen(argv[i])); i++) {
		for (const char *c = argv[i] + 1; *c; c++) {
			if (*c == 'n')
				newline = false;
			else
				escapes = *c == 'e';
		}
	}
	/* Operands without a backslash (the usual case) are the text as is:
	 * assemble it on the stack when it is short. */
	char small[256];
	size_t len = 0;
	for (int k = i; k < argc; k++) {
		size_t n = strlen(argv[k]);
		if ((escapes && memchr(argv[k], '\\', n)) ||
		    n + 2 > sizeof small - len) {
			len = SIZE_MAX;
			break;
		}
		if (k > i)
			small[len++] = ' ';
		memcpy(small + len, argv[k], n);
		len += n;
	}
	if (len != SIZE_MAX) {
		if (newline)
			small[len++] = '\n';
		return echo_write(sh, small, len);
	}
	struct strbuf sb;
	sb_init(&sb);
	bool go = true;
	for (int first = i; go && i < argc; i++) {
		if (i > first)
			sb_addc(&sb, ' ');
		if (!escapes)
			sb_adds(&sb, argv[i]);
		else if (posix)
			go = echo_escapes(&sb, argv[i]);
		else
			go = bi_printf_bstring(sh, &sb, argv[i], true);
	}
	if (go && newline)
		sb_addc(&sb, '\n');
	int r = echo_write(sh, sb.buf, sb.len);
	sb_free(&sb);
	return r;
}
