/*
 * prompt.c - expansion of PS1 and PS2.
 *
 * Order (as bash does it): first the backslash escapes (\u \h \H \w \W \$
 * \n \t \e \a \\ \[ \]) and POSIX '!' (the history number; "!!" is a '!'),
 * then parameter expansion, command substitution and arithmetic expansion
 * of the result.  The text produced by an escape is protected from the
 * second step (a '$' in a directory name stays a '$').
 *
 * The second step is the runtime's prompt expansion (rt_prompt_text, which
 * PS4 uses too): the text is expanded as the body of an unquoted
 * here-document, which is exactly the expansion a prompt needs: $, ` and \
 * are special, quotes are not, nothing is split or globbed.  Any error
 * falls back to the escaped text unexpanded, so a broken PS1 never leaves
 * the user without a prompt.  Expanding a prompt does not change $?.
 *
 * \[ and \] become FE_PROMPT_IGNORE, the character libedit is told (via
 * EL_PROMPT_ESC) to treat as the start and end of a run of non-printing
 * characters, so colour sequences do not count towards the cursor column.
 */
#define _GNU_SOURCE
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "frontend/interactive.h"
#include "runtime/shell.h"
#include "runtime/exec.h"
#include "runtime/passwd.h"
#include "runtime/var.h"

/* Appends s with the characters a here-document body treats specially
 * escaped, so the second step leaves it alone. */
static void add_protected(struct strbuf *out, const char *s)
{
	for (; *s; s++) {
		if (*s == '$' || *s == '`' || *s == '\\')
			sb_addc(out, '\\');
		sb_addc(out, *s);
	}
}

static void add_user(struct shell *sh, struct strbuf *out)
{
	const char *u = rt_var_get(sh, "USER");
	char *login = NULL;
	if (!u || !*u) {
		free(rt_uid_home(geteuid(), &login));
		u = login ? login : "?";
	}
	add_protected(out, u);
	free(login);
}

static void add_host(struct strbuf *out, bool full)
{
	char host[256];
	if (gethostname(host, sizeof host) < 0)
		strcpy(host, "?");
	host[sizeof host - 1] = 0;
	if (!full) {
		char *dot = strchr(host, '.');
		if (dot)
			*dot = 0;
	}
	add_protected(out, host);
}

static void add_dir(struct shell *sh, struct strbuf *out, bool base)
{
	const char *pwd = rt_var_get(sh, "PWD");
	const char *home = rt_var_get(sh, "HOME");
	if (!pwd)
		pwd = "?";
	size_t hl = home ? strlen(home) : 0;
	if (hl > 1 && !strncmp(pwd, home, hl) && (pwd[hl] == '/' || !pwd[hl])) {
		if (base && !pwd[hl]) {
			sb_addc(out, '~');
			return;
		}
		if (!base) {
			sb_addc(out, '~');
			add_protected(out, pwd + hl);
			return;
		}
	}
	const char *slash = strrchr(pwd, '/');
	add_protected(out, base && slash && slash[1] ? slash + 1 : pwd);
}

static void add_time(struct strbuf *out)
{
	char buf[16];
	time_t t = time(NULL);
	struct tm tm;
	localtime_r(&t, &tm);
	strftime(buf, sizeof buf, "%H:%M:%S", &tm);
	sb_adds(out, buf);
}

/* Step one: escapes and '!'.  Returns whether the result needs step two. */
static bool decode(struct shell *sh, const char *v, struct strbuf *out)
{
	bool expand = false;
	for (; *v; v++) {
		if (*v == '!') {
			if (v[1] == '!')
				v++, sb_addc(out, '!');
			else
				sb_addf(out, "%d", fe_hist_next_num());
			continue;
		}
		if (*v == '$' || *v == '`')
			expand = true;
		if (*v != '\\' || !v[1]) {
			sb_addc(out, *v);
			continue;
		}
		switch (*++v) {
		case 'u':
			add_user(sh, out);
			break;
		case 'h':
			add_host(out, false);
			break;
		case 'H':
			add_host(out, true);
			break;
		case 'w':
			add_dir(sh, out, false);
			break;
		case 'W':
			add_dir(sh, out, true);
			break;
		case '$':
			sb_adds(out, geteuid() ? "\\$" : "#");
			break;
		case 'n':
			sb_addc(out, '\n');
			break;
		case 't':
			add_time(out);
			break;
		case 'e':
			sb_addc(out, '\033');
			break;
		case 'a':
			sb_addc(out, '\a');
			break;
		case '[':
			sb_addc(out, FE_PROMPT_IGNORE);
			break;
		case ']':
			sb_addc(out, FE_PROMPT_IGNORE);
			break;
		default:
			/* \\, \$ from the user, \`: the second step decides */
			sb_addc(out, '\\');
			sb_addc(out, *v);
			expand = true;
			break;
		}
	}
	return expand;
}

void fe_prompt_expand(struct shell *sh, const char *value, struct strbuf *out)
{
	struct strbuf dec;
	sb_init(&dec);
	bool expand = decode(sh, value, &dec);
	char *res = expand ? rt_prompt_text(sh, sb_str(&dec)) : NULL;
	if (res) {
		sb_adds(out, res);
		free(res);
	} else {
		/* unexpanded: undo the protecting backslashes of step one */
		for (const char *s = sb_str(&dec); *s; s++) {
			if (*s == '\\' &&
			    (s[1] == '$' || s[1] == '`' || s[1] == '\\'))
				s++;
			sb_addc(out, *s);
		}
	}
	sb_free(&dec);
}
