/*
 * prompt.c - the decoding of prompt strings: PS1, PS2, PS4 and ${v@P}
 * all go through fe_prompt_expand, so an escape means the same
 * everywhere (one decoder; the runtime calls it for PS4 and @P).
 *
 * Order (as bash does it): first the backslash escapes and, in posix mode
 * only, '!' (the history number; "!!" is a '!'), then parameter
 * expansion, command substitution and arithmetic expansion of the
 * result.  The text produced by an escape is protected from the second
 * step (a '$' in a directory name stays a '$').
 *
 * Escapes, bash's: \a \e \n \r \\, \nnn (octal; a NUL byte is dropped; a
 * backslash before digits that are not three octal ones stays), \u \h
 * \H \w (PROMPT_DIRTRIM) \W \$, the times \t \T \@ \A \d \D{fmt}, \j
 * (jobs not finished), \# (command number), \! (history number), \l
 * (terminal's base name), \s (the shell's name: the base name of its
 * argv[0]), \v \V (the bash release Quirl follows, runtime/version.h,
 * as BASH_VERSION is: scripts compare it with bash versions), \[ \].
 * An unknown escape stays as it is.
 *
 * The second step is the runtime's prompt expansion (rt_prompt_text): the
 * text is expanded as the body of an unquoted here-document, which is
 * exactly the expansion a prompt needs: $, ` and \ are special, quotes
 * are not, nothing is split or globbed.  Any error falls back to the
 * escaped text unexpanded, so a broken PS1 never leaves the user without
 * a prompt.  Expanding a prompt does not change $?.
 *
 * \[ and \] become \1 and \2 in an interactive shell (what bash gives
 * readline); the line editor is told (EL_PROMPT_ESC) that FE_PROMPT_IGNORE
 * (\1) starts and ends a run of non-printing characters, and interactive.c
 * turns the \2 into it.  A non-interactive shell drops them, as bash does.
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
#include "runtime/jobs.h"
#include "runtime/options.h"
#include "runtime/output.h"
#include "runtime/passwd.h"
#include "runtime/var.h"
#include "runtime/version.h"

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

/* PROMPT_DIRTRIM=N: \w keeps the last N components of the directory
 * after its "~/" and puts "..." for the rest, when that is shorter. */
static void add_trimmed(struct shell *sh, struct strbuf *out, const char *dir)
{
	const char *v = rt_var_get(sh, "PROMPT_DIRTRIM");
	char *end;
	long n = v && *v ? strtol(v, &end, 10) : 0;
	size_t start = dir[0] == '~' && dir[1] == '/' ? 2 : 0;
	size_t cut = strlen(dir);
	if (n <= 0 || *end) {
		add_protected(out, dir);
		return;
	}
	while (n > 0 && cut > start)
		if (dir[--cut] == '/')
			n--;
	if (n > 0 || cut - start <= 3) {
		add_protected(out, dir);
		return;
	}
	sb_addn(out, dir, start);
	sb_adds(out, "...");
	add_protected(out, dir + cut);
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
			struct strbuf d;
			sb_init(&d);
			sb_addc(&d, '~');
			sb_adds(&d, pwd + hl);
			add_trimmed(sh, out, sb_str(&d));
			sb_free(&d);
			return;
		}
	}
	const char *slash = strrchr(pwd, '/');
	if (base)
		add_protected(out, slash && slash[1] ? slash + 1 : pwd);
	else
		add_trimmed(sh, out, pwd);
}

/* The time now in strftime FMT ("" is the locale's time, %X). */
static void add_time(struct strbuf *out, const char *fmt, size_t len)
{
	char f[256], buf[512];
	if (!len)
		fmt = "%X", len = 2;
	if (len >= sizeof f)
		len = sizeof f - 1;
	memcpy(f, fmt, len);
	f[len] = 0;
	time_t t = time(NULL);
	struct tm tm;
	localtime_r(&t, &tm);
	size_t n = strftime(buf, sizeof buf, f, &tm);
	buf[n] = 0;
	add_protected(out, buf);
}

/* \D{fmt}: V points at the 'D'; returns the last character used. */
static const char *add_date(struct strbuf *out, const char *v)
{
	const char *fmt = v + 2, *close = strchr(fmt, '}');
	size_t len = close ? (size_t)(close - fmt) : strlen(fmt);
	add_time(out, fmt, len);
	return close ? close : fmt + len - 1;
}

/* \nnn: V points at the first digit; three octal digits (or fewer at the
 * end of the text) make a byte, anything else leaves the backslash as
 * it is.  Returns the last character used. */
static const char *add_octal(struct strbuf *out, const char *v)
{
	int n = 0, i = 0;
	for (; i < 3 && v[i]; i++) {
		if (v[i] < '0' || v[i] > '7') {
			sb_addc(out, '\\'); /* stays: the digits follow */
			return v - 1;
		}
		n = n * 8 + (v[i] - '0');
	}
	if (n & 0xff) /* not protected: bash expands a "\044" */
		sb_addc(out, (char)(n & 0xff));
	return v + i - 1;
}

static void add_base(struct strbuf *out, const char *path)
{
	const char *slash = strrchr(path, '/');
	add_protected(out, slash ? slash + 1 : path);
}

static void add_tty(struct strbuf *out)
{
	const char *t = isatty(0) ? ttyname(0) : NULL;
	add_base(out, t ? t : "tty");
}

/* Step one: escapes and '!'.  Returns whether the result needs step two. */
static bool decode(struct shell *sh, const char *v, struct strbuf *out)
{
	bool expand = false;
	for (; *v; v++) {
		if (*v == '!' && (sh->opts & OPT_POSIX)) {
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
		case 'r':
			sb_addc(out, '\r');
			break;
		case 't':
			add_time(out, "%H:%M:%S", 8);
			break;
		case 'T':
			add_time(out, "%I:%M:%S", 8);
			break;
		case '@':
			add_time(out, "%I:%M %p", 8);
			break;
		case 'A':
			add_time(out, "%H:%M", 5);
			break;
		case 'd':
			add_time(out, "%a %b %d", 8);
			break;
		case 'j':
			sb_addf(out, "%d", rt_jobs_count(sh));
			break;
		case '#':
			sb_addf(out, "%lu", sh->cmd_number);
			break;
		case '!':
			sb_addf(out, "%d", fe_hist_next_num());
			break;
		case 'l':
			add_tty(out);
			break;
		case 's':
			add_base(out,
				 sh->shell_name ? sh->shell_name : "quirl");
			break;
		case 'v':
			sb_adds(out, QUIRL_BASH_MAJOR "." QUIRL_BASH_MINOR);
			break;
		case 'V':
			sb_adds(out, QUIRL_BASH_MAJOR "." QUIRL_BASH_MINOR
						      "." QUIRL_BASH_PATCH);
			break;
		case '0':
		case '1':
		case '2':
		case '3':
		case '4':
		case '5':
		case '6':
		case '7':
			v = add_octal(out, v);
			expand = true;
			break;
		case 'e':
			sb_addc(out, '\033');
			break;
		case 'a':
			sb_addc(out, '\a');
			break;
		case '\\':
			/* one backslash, which the second step then sees:
			 * the prompt text \\$x gives "$x", as in bash */
			sb_addc(out, '\\');
			expand = true;
			break;
		case '[':
			if (sh->interactive)
				sb_addc(out, FE_PROMPT_IGNORE);
			break;
		case ']':
			if (sh->interactive)
				sb_addc(out, FE_PROMPT_END);
			break;
		case 'D':
			if (v[1] == '{') {
				v = add_date(out, v);
				break;
			}
			/* \D alone is no escape */
			__attribute__((fallthrough));
		default:
			/* \$ from the user, \`: the second step decides */
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
	/* shopt -u promptvars: escapes only, no parameter expansion */
	bool expand =
		decode(sh, value, &dec) && (sh->shopts & SHOPT_PROMPTVARS);
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

void fe_prompt_unmark(char *s)
{
	char *d = s;
	for (; *s; s++)
		if (*s != FE_PROMPT_IGNORE && *s != FE_PROMPT_END)
			*d++ = *s;
	*d = 0;
}

void fe_prompt_command(struct shell *sh)
{
	struct var *v = rt_var_find(sh, "PROMPT_COMMAND");
	if (!v || (v->flags & VF_UNSET))
		return;
	/* copied first: a command may assign PROMPT_COMMAND */
	struct strvec cmds = { 0 };
	if (v->flags & (VF_ARRAY | VF_ASSOC)) {
		struct rt_aelem *el;
		size_t n = rt_var_elems(sh, v, &el);
		for (size_t i = 0; i < n; i++)
			sv_pushdup(&cmds, el[i].val);
	} else {
		sv_pushdup(&cmds, rt_var_str(sh, v));
	}
	int status = sh->status;
	bool at_start = sh->at_command_start; /* the reader's, not ours */
	for (size_t i = 0; i < cmds.n && sh->skip != SKIP_EXIT; i++) {
		sh->status = status; /* each sees the command's $? */
		sh->nonint_depth++;  /* as bash: `exit` here is silent */
		rt_eval_named(sh, cmds.v[i], strlen(cmds.v[i]),
			      "PROMPT_COMMAND");
		sh->nonint_depth--;
		if (sh->skip != SKIP_EXIT)
			sh->skip = SKIP_NONE;
	}
	if (sh->skip != SKIP_EXIT)
		sh->status = status;
	sh->at_command_start = at_start;
	sv_free(&cmds);
}

void fe_prompt_ps0(struct shell *sh)
{
	const char *ps0 = rt_var_get(sh, "PS0");
	if (!ps0 || !*ps0)
		return;
	struct strbuf sb;
	sb_init(&sb);
	fe_prompt_expand(sh, ps0, &sb);
	fe_prompt_unmark(sb.buf);
	rt_out_write(sh, 2, sb.buf, strlen(sb.buf));
	rt_out_flush(sh, 2);
	sb_free(&sb);
}
