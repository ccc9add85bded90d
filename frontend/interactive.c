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
 *    which waits with ppoll (the flags tested with both signals blocked,
 *    so one that came while a key was handled is seen at once) and either
 *    resizes or ends the line.  editor.c's overlay and keys hook in there
 *    (fe_ed_before_key / fe_ed_after_key).  The runtime's
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
#include <poll.h>
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
	struct strbuf prompt_lines; /* the prompt's lines before its last */
	struct termios tios;
	bool have_tios;
	unsigned mode;  /* OPT_VI or OPT_EMACS: the editor's current map */
	bool cancelled; /* Ctrl-C: abandon the command being read */
	bool eof;       /* end of input seen by this parser */
	bool eof_ps1;   /* ... on an empty PS1 line: leave the shell */
	struct strbuf reedit;  /* histverify/histreedit: the next line's text */
	struct parser *parser; /* the one reading (its continuation) */
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

/* Waits until fd 0 is readable or SIGINT/SIGWINCH came.  The flags are
 * tested with both signals blocked and ppoll unblocks them atomically, so
 * a signal that arrives while a key is being handled is not left waiting
 * for the next key.  Returns 1 (readable), 0 (a signal: see the flags). */
static int wait_key(void)
{
	sigset_t block, old;
	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGWINCH);
	sigprocmask(SIG_BLOCK, &block, &old);
	int r = 0;
	if (!got_int && !got_winch) {
		struct pollfd p = { .fd = 0, .events = POLLIN };
		r = ppoll(&p, 1, NULL, &old) > 0;
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	return r;
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
		fe_ed_redraw(el);
	}
	fe_ed_before_key(el);
	for (;;) {
		char c;
		ssize_t n = -1;
		errno = EINTR;
		if (wait_key())
			n = read(0, &c, 1);
		if (n < 0 && errno == EINTR) {
			if (got_int)
				return -1;
			if (rt_trap_is_pending(SIGHUP) &&
			    st) /* dies, as a rule */
				rt_trap_run_pending(st->sh);
			if (got_winch) {
				got_winch = 0;
				fe_ed_resize(el);
				fe_ed_before_key(el);
			}
			continue;
		}
		if (n < 0 && errno == EIO && reclaim_tty(el))
			continue; /* it was taken from us, not hung up */
		if (n <= 0 && rt_trap_is_pending(SIGHUP) && st)
			rt_trap_run_pending(st->sh); /* hung up: dies */
		if (n <= 0)
			return n == 0 ? 0 : -1;
		size_t r = mbrtowc(wc, &c, 1, &ms);
		if (r == (size_t)-2)
			continue;
		if (r == (size_t)-1) { /* not UTF-8: pass the byte on */
			memset(&ms, 0, sizeof ms);
			*wc = (unsigned char)c;
		}
		fe_ed_after_key();
		return 1;
	}
}

static char *prompt_fn(EditLine *el)
{
	struct ia *st = NULL;
	el_get(el, EL_CLIENTDATA, &st);
	const char *over = fe_ed_prompt_override();
	if (over)
		return (char *)over;
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
	};
	/* Not in vi mode: a sequence starting with Escape there would turn
	 * Escape into a prefix and stop it from entering command mode. */
	static const char *const emacs[][2] = {
		{ "^A", "ed-move-to-beg" },
		{ "^K", "ed-kill-line" },
		{ "^U", "vi-kill-line-prev" },
		{ "^W", "ed-delete-prev-word" },
		{ "\\eb", "ed-prev-word" },
		{ "\\ef", "em-next-word" },
		{ "\\e[H", "ed-move-to-beg" },
		{ "\\eOH", "ed-move-to-beg" },
		{ "\\e[1~", "ed-move-to-beg" },
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
	fe_ed_bind(el, vi); /* search, undo, Alt-., paste, End/Right... */
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
static const wchar_t *edit_line(struct ia *st, bool first, int *count)
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
	fe_ed_line_begin(st->el, st->prompt.buf, st->prompt_lines.buf, !first);
	const wchar_t *wl = el_wgets(st->el, count);
	fe_ed_line_end();
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
	/* Under job control the jobs layer keeps the modes as bash does: a
	 * job that exits normally meant its changes (stty -ixon), one that
	 * stops or dies gets the shell's back.  Without it, the modes the
	 * session started with come back before every prompt. */
	if (st->have_tios && !sh->job_control)
		tcsetattr(0, TCSADRAIN, &st->tios);
	if (rt_pending_signal)
		rt_trap_run_pending(sh);
	rt_out_flush_all(sh);
	fe_prompt_command(sh);
	rt_out_flush_all(sh);
}

/* Ctrl-X Ctrl-E: the line read (sb from START) becomes a history entry
 * and the parser gets bash's `fc -e "${VISUAL:-...}"` instead, which
 * edits that entry and runs the result (fc replaces its own line). */
static int edit_and_run(struct ia *st, struct strbuf *sb, size_t start)
{
	struct shell *sh = st->sh;
	char *text = xstrndup(sb->buf + start, sb->len - start);
	fe_hist_add(sh, text);
	free(text);
	sb->len = start;
	const char *cmd = fe_ed_edit_command(st->mode == OPT_VI);
	sb_adds(sb, cmd);
	fe_hist_line(sh, cmd, strlen(cmd), true, PC_NEWLINE);
	return 1;
}

/* The prompt as libedit draws it.  libedit draws one line of prompt: the
 * lines before the last are written here, once, as readline does (it
 * redraws only the last).  libedit knows one delimiter for both ends of
 * a \[...\] run, and draws a run together with the printable character
 * after it: a run followed by another run, by a character that takes no
 * column or by nothing is dropped, and the text after it goes wrong
 * (Debian's PS1 puts a title run before a colour run).  So adjacent runs
 * are joined, a run waits past characters that take no column, and a run
 * left at the end goes in front of the last printable character (an
 * attribute set there still reaches the typed text).  An unclosed \[
 * runs to the end, a stray \] is dropped. */
static void prompt_for_editor(const struct strbuf *in, struct strbuf *out,
			      struct strbuf *lines)
{
	struct strbuf run = { 0 };
	size_t at = 0;       /* where a run left at the end goes */
	bool at_run = false; /* at is inside a run already */
	bool any = false;    /* a printable character was written */
	size_t start = 0;    /* the last line's start */
	bool inside = false;
	for (size_t i = 0; i < in->len; i++) {
		if (in->buf[i] == FE_PROMPT_IGNORE)
			inside = true;
		else if (in->buf[i] == FE_PROMPT_END)
			inside = false;
		else if (in->buf[i] == '\n' && !inside)
			start = i + 1;
	}
	sb_reset(lines);
	sb_addn(lines, in->buf, start);
	fe_prompt_unmark(lines->buf);
	lines->len = strlen(lines->buf);
	put_err(lines->buf);
	mbstate_t ms;
	memset(&ms, 0, sizeof ms);
	for (size_t i = start; i < in->len;) {
		char c = in->buf[i];
		if (c == FE_PROMPT_END) {
			i++;
			continue;
		}
		if (c == FE_PROMPT_IGNORE) {
			size_t j = ++i;
			while (j < in->len && in->buf[j] != FE_PROMPT_END)
				j++;
			for (; i < j; i++)
				if (in->buf[i] != FE_PROMPT_IGNORE)
					sb_addc(&run, in->buf[i]);
			continue;
		}
		wchar_t wc;
		size_t r = mbrtowc(&wc, in->buf + i, in->len - i, &ms);
		int w = -1;
		if (r == (size_t)-1 || r == (size_t)-2 || r == 0) {
			memset(&ms, 0, sizeof ms);
			r = 1;
		} else {
			w = wcwidth(wc);
		}
		if (w > 0) {
			any = true;
			at = out->len;
			at_run = run.len > 0;
			if (at_run) {
				sb_addc(out, FE_PROMPT_IGNORE);
				sb_addn(out, run.buf, run.len);
				at = out->len;
				sb_addc(out, FE_PROMPT_IGNORE);
				run.len = 0;
			}
		}
		sb_addn(out, in->buf + i, r);
		i += r;
	}
	if (run.len && any) {
		struct strbuf tail = { 0 };
		sb_addn(&tail, out->buf + at, out->len - at);
		out->len = at;
		if (!at_run)
			sb_addc(out, FE_PROMPT_IGNORE);
		sb_addn(out, run.buf, run.len);
		if (!at_run)
			sb_addc(out, FE_PROMPT_IGNORE);
		sb_addn(out, tail.buf, tail.len);
		sb_free(&tail);
	}
	sb_free(&run);
	sb_addc(out, 0);
	out->len--;
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
		struct strbuf marked = { 0 };
		fe_prompt_expand(sh, ps ? ps : "", &marked);
		sb_reset(&st->prompt);
		prompt_for_editor(&marked, &st->prompt, &st->prompt_lines);
		sb_free(&marked);
		int count = 0;
		const wchar_t *wl = edit_line(st, first, &count);
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
			if (first)
				rt_exit_notice(sh);
			if (first && !rt_jobs_may_exit(sh, true))
				continue;
			st->eof = true;
			st->eof_ps1 = first;
			return 0;
		}
		size_t start = sb->len;
		size_t n = fe_ed_add_wide(sb, wl, (size_t)count);
		if (fe_ed_take_edit() && first)
			return edit_and_run(st, sb, start);
		if (!n || sb->buf[sb->len - 1] != '\n')
			sb_addc(sb, '\n');
		enum parser_cont cont =
			st->parser ? parser_continuation(st->parser)
				   : PC_NEWLINE;
		if (!fe_hist_input(sh, sb, start, first, cont, &st->reedit)) {
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
			/* a [[ ]] error leaves the status (bash) */
			rt_parse_error(sh, p, NULL);
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
		sh->cur_cmd = NULL; /* in ARENA (BASH_COMMAND) */
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
	FILE *out = fe_ed_output();
	EditLine *el = out ? el_init_fd(name, stdin, out, stderr, 0, 2, 2)
			   : el_init(name, stdin, stderr, stderr);
	if (!el)
		return NULL;
	el_set(el, EL_CLIENTDATA, st);
	el_set(el, EL_GETCFN, getc_fn);
	el_set(el, EL_PROMPT_ESC, prompt_fn, FE_PROMPT_IGNORE);
	el_set(el, EL_HIST, history, fe_hist_editline());
	/* the wide call: the narrow one leaks its converted copies */
	el_wset(el, EL_ADDFN, L"quirl-complete", L"Complete a word",
		fe_complete);
	el_wset(el, EL_ADDFN, L"quirl-menu-complete",
		L"Put the next completion in place", fe_menu_complete);
	el_wset(el, EL_ADDFN, L"quirl-menu-complete-backward",
		L"Put the previous completion in place",
		fe_menu_complete_backward);
	el_wset(el, EL_ADDFN, L"quirl-possible-completions",
		L"List the completions", fe_possible_completions);
	el_set(el, EL_SIGNAL, 0);
	fe_ed_setup(el, st->sh);
	st->el = el;
	st->mode = 0;
	sync_mode(st);
	el_source(el, NULL); /* ~/.editrc, as every libedit program */
	return el;
}

/* sh->at_hangup: the history file gets this session's commands */
static void save_on_hangup(struct shell *sh)
{
	fe_hist_finish(sh);
}

int fe_interactive_run(struct shell *sh, bool editing)
{
	if (!editing || !isatty(0))
		return rt_run_fd(sh, 0, true);
	if (!(sh->opts & (OPT_VI | OPT_EMACS)))
		sh->opts |= OPT_EMACS;
	struct ia st;
	memset(&st, 0, sizeof st);
	if (!sh->cmd_number)
		sh->cmd_number = 1;
	st.sh = sh;
	st.have_tios = tcgetattr(0, &st.tios) == 0;
	fe_hist_init(sh);
	sh->at_hangup = save_on_hangup;
	fe_complete_set_shell(sh);
	rt_jobs_winsize(sh); /* LINES and COLUMNS from the start */
	if (!editor_new(&st)) {
		fe_ed_free();
		sh->at_hangup = NULL;
		fe_hist_finish(sh);
		fe_complete_set_shell(NULL);
		return rt_run_fd(sh, 0, true);
	}
	struct parser_input in = { ed_read_more, &st, false, true };
	struct parser_hooks hooks;
	rt_parser_hooks(sh, &hooks);
	for (;;) {
		struct parser *p = parser_new(&in, &hooks, 1);
		st.cancelled = st.eof = st.eof_ps1 = false;
		st.parser = p;
		run_parser(&st, p);
		st.parser = NULL;
		parser_free(p);
		if (sh->skip == SKIP_EXIT || st.eof_ps1)
			break;
	}
	fe_ed_unbind_macros();
	el_end(st.el);
	fe_ed_free();
	sb_free(&st.prompt);
	sb_free(&st.reedit);
	sb_free(&st.prompt_lines);
	if (st.have_tios)
		tcsetattr(0, TCSADRAIN, &st.tios);
	fe_complete_set_shell(NULL);
	sh->at_hangup = NULL;
	fe_hist_finish(sh);
	return sh->status;
}

static void source_if_exists(struct shell *sh, const char *path)
{
	if (path && *path && access(path, R_OK) == 0)
		rt_source_file(sh, path, 0, NULL);
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

void fe_startup_files(struct shell *sh, bool login, const char *rcfile)
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
		if (rcfile) {
			source_if_exists(sh, rcfile);
		} else if (env) {
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
