/*
 * interactive.c - the interactive shell's read loop on libedit.
 *
 * Design and invariants:
 *  - Only a terminal on standard input gets the line editor; otherwise an
 *    interactive shell (-i) is the plain rt_run_fd loop with prompts.
 *  - The parser pulls lines through ed_read_more: PS1 when
 *    sh->at_command_start was set (then cleared), else PS2.  Each line goes
 *    to the history before the parser sees it, so a command is complete in
 *    the history by the time it runs.
 *  - The loop is ours, not rt_run_commands, because a parser's end of input
 *    is sticky: Ctrl-C at PS2 and Ctrl-D at PS2 must abandon the command
 *    being read and go on with a fresh parser.  It runs the same steps as
 *    the runtime's loop (before_command, parse, evaluate, flush, skip).
 *  - While libedit waits for a key, SIGINT and SIGWINCH are caught by the
 *    handlers here (they only set flags); libedit reads through getc_fn,
 *    which sees EINTR and either resizes or ends the line.  The runtime's
 *    dispositions are put back before anything runs.  libedit's own signal
 *    handling (EL_SIGNAL) stays off: it re-sends signals to the group.
 *  - The terminal modes saved at start-up are restored before each PS1, so
 *    a program that died in raw mode does not break the next prompt.
 *  - Under job control the shell owns its terminal at each PS1, and a read
 *    that fails with EIO because another process group owns it takes the
 *    terminal back and reads again (rt_jobs_tty_reclaim): losing the
 *    terminal to a child that died must never look like end of input.
 *  - The editor is switched between emacs and vi before each line from the
 *    OPT_VI / OPT_EMACS bits that `set -o` maintains.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <histedit.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include "frontend/interactive.h"
#include "frontend/parser.h"
#include "runtime/exec.h"
#include "runtime/builtins/alias.h"
#include "runtime/error.h"
#include "runtime/jobs.h"
#include "runtime/options.h"
#include "runtime/output.h"
#include "runtime/trap.h"
#include "runtime/var.h"

struct ia {
	struct shell *sh;
	EditLine *el;
	struct strbuf prompt;
	struct termios tios;
	bool have_tios;
	unsigned mode;  /* OPT_VI or OPT_EMACS: the editor's current map */
	bool cancelled; /* Ctrl-C: abandon the command being read */
	bool eof;       /* end of input seen by this parser */
	bool eof_ps1;   /* ... on an empty PS1 line: leave the shell */
	struct strbuf reedit; /* histverify/histreedit: the next line's text */
};

static volatile sig_atomic_t got_int, got_winch;

static void on_int(int sig)
{
	(void)sig;
	got_int = 1;
}

static void on_winch(int sig)
{
	(void)sig;
	got_winch = 1;
}

/* A read of the terminal gave EIO: the shell, under job control, no
 * longer owned it (a child that took it died without giving it back);
 * true when it took it back, so the read can be retried. */
static bool reclaim_tty(EditLine *el)
{
	struct ia *st = NULL;
	el_get(el, EL_CLIENTDATA, &st);
	return st && rt_jobs_tty_reclaim(st->sh);
}

/* libedit's character source: one (multi-byte) character from fd 0. */
static int getc_fn(EditLine *el, wchar_t *wc)
{
	mbstate_t ms;
	memset(&ms, 0, sizeof ms);
	struct ia *st = NULL;
	el_get(el, EL_CLIENTDATA, &st);
	if (st && st->reedit.len) { /* a line given back to be edited */
		el_insertstr(el, sb_str(&st->reedit));
		sb_reset(&st->reedit);
		el_set(el, EL_REFRESH);
	}
	for (;;) {
		char c;
		ssize_t n = read(0, &c, 1);
		if (n < 0 && errno == EINTR) {
			if (got_int)
				return -1;
			if (rt_trap_is_pending(SIGHUP)) { /* dies, as a rule */
				struct ia *st = NULL;
				el_get(el, EL_CLIENTDATA, &st);
				if (st)
					rt_trap_run_pending(st->sh);
			}
			if (got_winch) {
				struct ia *st = NULL;
				got_winch = 0;
				el_get(el, EL_CLIENTDATA, &st);
				if (st)
					rt_jobs_winsize(st->sh);
				el_resize(el);
				el_set(el, EL_REFRESH);
			}
			continue;
		}
		if (n < 0 && errno == EIO && reclaim_tty(el))
			continue; /* it was taken from us, not hung up */
		if (n <= 0)
			return n == 0 ? 0 : -1;
		size_t r = mbrtowc(wc, &c, 1, &ms);
		if (r == (size_t)-2)
			continue;
		if (r == (size_t)-1) { /* not UTF-8: pass the byte on */
			memset(&ms, 0, sizeof ms);
			*wc = (unsigned char)c;
		}
		return 1;
	}
}

static char *prompt_fn(EditLine *el)
{
	struct ia *st = NULL;
	el_get(el, EL_CLIENTDATA, &st);
	return st && st->prompt.buf ? st->prompt.buf : (char *)"";
}

static void bind(EditLine *el, const char *key, const char *fn)
{
	el_set(el, EL_BIND, key, fn, NULL);
}

/* Key bindings on top of libedit's defaults; EL_EDITOR resets the maps,
 * so this runs after every switch. */
static void bind_keys(EditLine *el, bool vi)
{
	static const char *const common[][2] = {
		{ "^I", "quirl-complete" },
		{ "^L", "ed-clear-screen" },
		{ "^R", "em-inc-search-prev" },
	};
	/* Not in vi mode: a sequence starting with Escape there would turn
	 * Escape into a prefix and stop it from entering command mode. */
	static const char *const emacs[][2] = {
		{ "^A", "ed-move-to-beg" },
		{ "^E", "ed-move-to-end" },
		{ "^K", "ed-kill-line" },
		{ "^U", "vi-kill-line-prev" },
		{ "^W", "ed-delete-prev-word" },
		{ "\\eb", "ed-prev-word" },
		{ "\\ef", "em-next-word" },
		{ "\\e[H", "ed-move-to-beg" },
		{ "\\e[F", "ed-move-to-end" },
		{ "\\eOH", "ed-move-to-beg" },
		{ "\\eOF", "ed-move-to-end" },
		{ "\\e[1~", "ed-move-to-beg" },
		{ "\\e[4~", "ed-move-to-end" },
		{ "\\e[3~", "ed-delete-next-char" },
		{ "\\e[1;3D", "ed-prev-word" },
		{ "\\e[1;3C", "em-next-word" },
		{ "\\e[1;5D", "ed-prev-word" },
		{ "\\e[1;5C", "em-next-word" },
	};
	for (size_t i = 0; i < sizeof common / sizeof common[0]; i++)
		bind(el, common[i][0], common[i][1]);
	if (!vi)
		for (size_t i = 0; i < sizeof emacs / sizeof emacs[0]; i++)
			bind(el, emacs[i][0], emacs[i][1]);
}

static void sync_mode(struct ia *st)
{
	unsigned want = st->sh->opts & OPT_VI ? OPT_VI : OPT_EMACS;
	if (want == st->mode)
		return;
	st->mode = want;
	el_set(st->el, EL_EDITOR, want == OPT_VI ? "vi" : "emacs");
	bind_keys(st->el, want == OPT_VI);
}

/* Reads one line with SIGINT and SIGWINCH caught here. */
static const wchar_t *edit_line(struct ia *st, int *count)
{
	struct sigaction sa, old_int, old_winch;
	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_int;
	got_int = got_winch = 0;
	sigaction(SIGINT, &sa, &old_int);
	sa.sa_handler = on_winch;
	sigaction(SIGWINCH, &sa, &old_winch);
	el_resize(st->el);
	const wchar_t *wl = el_wgets(st->el, count);
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGWINCH, &old_winch, NULL);
	return wl;
}

static void put_err(const char *s)
{
	if (write(2, s, strlen(s)) < 0) {
		/* the terminal is gone; the next read will see it */
	}
}

static void before_prompt(struct ia *st)
{
	struct shell *sh = st->sh;
	rt_jobs_tty_reclaim(sh); /* should anyone have kept the terminal */
	if (st->have_tios)
		tcsetattr(0, TCSADRAIN, &st->tios);
	if (rt_pending_signal)
		rt_trap_run_pending(sh);
	rt_out_flush_all(sh);
	fe_prompt_command(sh);
	rt_out_flush_all(sh);
}

/* Appends the wide line to sb as multi-byte text; returns bytes added. */
static size_t add_wide(struct strbuf *sb, const wchar_t *wl, int count)
{
	size_t start = sb->len;
	mbstate_t ms;
	memset(&ms, 0, sizeof ms);
	for (int i = 0; i < count && wl[i]; i++) {
		char buf[MB_LEN_MAX];
		size_t n = wcrtomb(buf, wl[i], &ms);
		if (n == (size_t)-1) {
			buf[0] = (char)wl[i];
			n = 1;
		}
		sb_addn(sb, buf, n);
	}
	return sb->len - start;
}

static int ed_read_more(void *ctx, void *strbuf)
{
	struct ia *st = ctx;
	struct shell *sh = st->sh;
	struct strbuf *sb = strbuf;
	bool first = sh->at_command_start;
	sh->at_command_start = false;
	for (;;) {
		if (first)
			before_prompt(st);
		if (sh->skip == SKIP_EXIT) { /* exit in PROMPT_COMMAND */
			st->eof = st->eof_ps1 = true;
			return 0;
		}
		rt_out_flush_all(sh);
		sync_mode(st);
		const char *ps = rt_var_get(sh, first ? "PS1" : "PS2");
		sb_reset(&st->prompt);
		fe_prompt_expand(sh, ps ? ps : "", &st->prompt);
		/* libedit knows one delimiter for both ends of \[...\] */
		for (size_t i = 0; i < st->prompt.len; i++)
			if (st->prompt.buf[i] == FE_PROMPT_END)
				st->prompt.buf[i] = FE_PROMPT_IGNORE;
		sb_addc(&st->prompt, 0);
		st->prompt.len--;
		int count = 0;
		const wchar_t *wl = edit_line(st, &count);
		if (got_int) {
			put_err("\n");
			sh->status = 130;
			if (first)
				continue;
			st->cancelled = true;
			return 0;
		}
		if (!wl || count <= 0) {
			if (first && (sh->opts & OPT_IGNOREEOF)) {
				put_err("\nUse \"exit\" to leave the shell.\n");
				continue;
			}
			put_err("\n");
			if (first && !rt_jobs_may_exit(sh))
				continue;
			st->eof = true;
			st->eof_ps1 = first;
			return 0;
		}
		size_t start = sb->len;
		size_t n = add_wide(sb, wl, count);
		if (!n || sb->buf[sb->len - 1] != '\n')
			sb_addc(sb, '\n');
		if (!fe_hist_input(sh, sb, start, first, &st->reedit)) {
			/* an expansion error, :p, or a line to edit again */
			if (first || st->reedit.len)
				continue;
			st->cancelled = true;
			return 0;
		}
		if (sh->opts & OPT_VERBOSE)
			rt_out_write(sh, 2, sb->buf + start, sb->len - start);
		return 1;
	}
}

static const char *alias_hook(void *ctx, const char *name)
{
	return rt_alias_get(ctx, name);
}

/* The read-parse-run loop over one parser (see the header comment). */
static void run_parser(struct ia *st, struct parser *p)
{
	struct shell *sh = st->sh;
	for (;;) {
		struct arena *arena = NULL;
		struct node *list = NULL;
		sh->at_command_start = true;
		if (sh->before_command)
			sh->before_command(sh);
		enum parse_status ps = parser_next(p, &arena, &list);
		if (st->cancelled || ps == PARSE_EOF) {
			arena_unref(arena);
			return;
		}
		if (ps == PARSE_ERROR || ps == PARSE_INCOMPLETE) {
			rt_err(sh, "%s", parser_error_msg(p));
			sh->status = 2;
			if (st->eof)
				return;
			parser_recover(p);
			continue;
		}
		if (list)
			fe_prompt_ps0(sh);
		if (list && !(sh->opts & OPT_NOEXEC)) {
			struct arena *saved = sh->cur_arena;
			sh->cur_arena = arena;
			rt_eval_list(sh, list, 0);
			sh->cur_arena = saved;
		}
		if (list)
			sh->cmd_number++;
		arena_unref(arena);
		rt_out_flush_all(sh);
		if (sh->skip == SKIP_EXIT)
			return;
		sh->skip = SKIP_NONE;
	}
}

static EditLine *editor_new(struct ia *st)
{
	const char *name = st->sh->arg0 ? st->sh->arg0 : "quirl";
	EditLine *el = el_init(name, stdin, stderr, stderr);
	if (!el)
		return NULL;
	el_set(el, EL_CLIENTDATA, st);
	el_set(el, EL_GETCFN, getc_fn);
	el_set(el, EL_PROMPT_ESC, prompt_fn, FE_PROMPT_IGNORE);
	el_set(el, EL_HIST, history, fe_hist_editline());
	/* the wide call: the narrow one leaks its converted copies */
	el_wset(el, EL_ADDFN, L"quirl-complete", L"Complete a word",
		fe_complete);
	el_set(el, EL_SIGNAL, 0);
	st->el = el;
	st->mode = 0;
	sync_mode(st);
	el_source(el, NULL); /* ~/.editrc, as every libedit program */
	return el;
}

int fe_interactive_run(struct shell *sh)
{
	if (!isatty(0))
		return rt_run_fd(sh, 0, true);
	setlocale(LC_ALL, "");
	setlocale(LC_NUMERIC, "C"); /* printf and arithmetic stay POSIX */
	if (!(sh->opts & (OPT_VI | OPT_EMACS)))
		sh->opts |= OPT_EMACS;
	struct ia st;
	memset(&st, 0, sizeof st);
	if (!sh->cmd_number)
		sh->cmd_number = 1;
	st.sh = sh;
	st.have_tios = tcgetattr(0, &st.tios) == 0;
	fe_hist_init(sh);
	fe_complete_set_shell(sh);
	rt_jobs_winsize(sh); /* LINES and COLUMNS from the start */
	if (!editor_new(&st)) {
		fe_hist_finish(sh);
		fe_complete_set_shell(NULL);
		return rt_run_fd(sh, 0, true);
	}
	struct parser_input in = { ed_read_more, &st };
	struct parser_hooks hooks = { alias_hook, sh, rt_extglob_hook,
				      rt_posix_hook };
	for (;;) {
		struct parser *p = parser_new(&in, &hooks, 1);
		st.cancelled = st.eof = st.eof_ps1 = false;
		run_parser(&st, p);
		parser_free(p);
		if (sh->skip == SKIP_EXIT || st.eof_ps1)
			break;
	}
	el_end(st.el);
	sb_free(&st.prompt);
	sb_free(&st.reedit);
	if (st.have_tios)
		tcsetattr(0, TCSADRAIN, &st.tios);
	fe_complete_set_shell(NULL);
	fe_hist_finish(sh);
	return sh->status;
}

static void source_if_exists(struct shell *sh, const char *path)
{
	if (path && *path && access(path, R_OK) == 0)
		rt_source_file(sh, path);
	if (sh->skip != SKIP_EXIT)
		sh->skip = SKIP_NONE;
}

/* $ENV undergoes parameter expansion (POSIX); the prompt expander does
 * exactly that for a string. */
static char *expand_env(struct shell *sh, const char *env)
{
	struct strbuf sb;
	sb_init(&sb);
	for (const char *s = env; *s; s++) { /* no prompt escapes or '!' */
		if (*s == '!' || (*s == '\\' && s[1] != '$' && s[1] != '`'))
			sb_addc(&sb, *s);
		sb_addc(&sb, *s);
	}
	struct strbuf out;
	sb_init(&out);
	fe_prompt_expand(sh, sb_str(&sb), &out);
	sb_free(&sb);
	return sb_detach(&out);
}

void fe_startup_files(struct shell *sh, bool login)
{
	const char *home = rt_var_get(sh, "HOME");
	struct strbuf path;
	sb_init(&path);
	if (login) {
		source_if_exists(sh, "/etc/profile");
		if (home && *home && sh->skip != SKIP_EXIT) {
			sb_addf(&path, "%s/.profile", home);
			source_if_exists(sh, path.buf);
		}
	}
	if (sh->interactive && sh->skip != SKIP_EXIT) {
		const char *env = rt_var_get(sh, "ENV");
		if (env) {
			char *file = expand_env(sh, env);
			source_if_exists(sh, file);
			free(file);
		} else if (home && *home && !(sh->opts & OPT_POSIX)) {
			/* in posix mode (invoked as sh) only $ENV is read */
			sb_reset(&path);
			sb_addf(&path, "%s/.quirlrc", home);
			source_if_exists(sh, path.buf);
		}
	}
	sb_free(&path);
}
