/*
 * shell.c - the shell's life cycle: initialisation, the read-parse-run
 * loop over an input, eval strings, sourced files and exit.
 *
 * Invariants:
 *  - Input is parsed one complete command at a time and that command runs
 *    before the next is parsed, so aliases and syntax errors later in a
 *    script behave as POSIX requires.
 *  - When the script is read from standard input, no byte after the
 *    current command is consumed (pipes are read a byte at a time, seekable
 *    input is read in blocks and the file offset put back after each
 *    line), so commands in the script may read the rest of stdin.
 *  - Every arena is released after its command ran; functions keep their
 *    own reference.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "../frontend/interactive.h"
#include "../frontend/parser.h"
#include "exec.h"
#include "expand.h"
#include "jit/jit.h"
#include "jobs.h"
#include "mb.h"
#include "procsub.h"
#include "redir.h"
#include "builtins/alias.h"
#include "builtins/complete.h"
#include "builtins/read.h"
#include "error.h"
#include "options.h"
#include "output.h"
#include "trap.h"
#include "var.h"
#include "version.h"
#include "callstack.h"

#define EVAL_NEST_MAX 1000

/* ------------------------------------------------------------ input */

struct fd_input {
	struct shell *sh;
	int fd;
	bool seekable;
	bool prompt;     /* interactive: print PS1/PS2 */
	bool first_line; /* next line starts a command (PS1) */
	bool eof;
	int lineno;            /* lines given to the parser so far */
	struct parser *parser; /* the one reading (its continuation) */
	char buf[8192];
	size_t pos, len;
};

static void show_prompt(struct fd_input *in, bool first)
{
	if (first)
		fe_prompt_command(in->sh);
	char *ps = rt_prompt_expand(in->sh, first ? "PS1" : "PS2");
	fe_prompt_unmark(ps); /* no line editor to tell about \[ \] */
	rt_outs(in->sh, 2, ps);
	free(ps);
}

/* Reads one line (or the rest of the input) onto sb. */
static void fd_read_line(struct fd_input *in, struct strbuf *sb)
{
	for (;;) {
		if (in->pos == in->len) {
			size_t want = in->seekable || in->fd != 0
					      ? sizeof in->buf
					      : 1;
			ssize_t n = read(in->fd, in->buf, want);
			if (n < 0 && errno == EINTR) {
				if (rt_pending_signal)
					rt_trap_run_pending(in->sh);
				continue;
			}
			if (n <= 0) {
				in->eof = true;
				break;
			}
			in->pos = 0;
			in->len = (size_t)n;
		}
		char *nl = memchr(in->buf + in->pos, '\n', in->len - in->pos);
		size_t take = nl ? (size_t)(nl - (in->buf + in->pos)) + 1
				 : in->len - in->pos;
		sb_addn(sb, in->buf + in->pos, take);
		in->pos += take;
		if (nl)
			break;
	}
	if (in->fd == 0 && in->seekable && in->pos < in->len) {
		/* give back what we read beyond this line */
		lseek(0, -(off_t)(in->len - in->pos), SEEK_CUR);
		in->pos = in->len = 0;
	}
}

/* With `set -o history` the line goes through history expansion and into
 * the history (fe_hist_input); a line that must not run is replaced by
 * the next one.  Messages give the number the line would have had for
 * the parser, which never counts a dropped line (bash's numbers). */
static bool fd_hist_line(struct fd_input *in, struct strbuf *sb, size_t start,
			 bool first)
{
	struct shell *sh = in->sh;
	if (!(sh->opts & OPT_HISTORY) || sb->len == start)
		return true;
	int saved = sh->lineno;
	sh->lineno = in->lineno + 1;
	enum parser_cont cont =
		in->parser ? parser_continuation(in->parser) : PC_NEWLINE;
	bool ok = fe_hist_input(sh, sb, start, first, cont, NULL);
	sh->lineno = saved;
	return ok;
}

static int fd_read_more(void *ctx, void *strbuf)
{
	struct fd_input *in = ctx;
	struct strbuf *sb = strbuf;
	bool first = in->first_line;
	in->first_line = false;
	size_t start = sb->len;
	do {
		if (in->eof)
			return 0;
		rt_out_flush_all(in->sh);
		if (in->prompt)
			show_prompt(in, first);
		fd_read_line(in, sb);
	} while (!fd_hist_line(in, sb, start, first));
	in->lineno++;
	if ((in->sh->opts & OPT_VERBOSE) && sb->len > start)
		rt_out_write(in->sh, 2, sb->buf + start, sb->len - start);
	return sb->len > start;
}

/* Aliases are expanded with shopt expand_aliases, on in an interactive
 * shell and in posix mode (options.c), as bash does. */
static const char *alias_hook(void *ctx, const char *name)
{
	const struct shell *sh = ctx;
	if (!(sh->shopts & SHOPT_EXPAND_ALIASES))
		return NULL;
	return rt_alias_get(ctx, name);
}

static bool extglob_hook(void *ctx)
{
	const struct shell *sh = ctx;
	return (sh->shopts & SHOPT_EXTGLOB) != 0;
}

static bool utf8_hook(void *ctx)
{
	return mb_named_utf8(ctx);
}

static bool posix_hook(void *ctx)
{
	const struct shell *sh = ctx;
	return (sh->opts & OPT_POSIX) != 0;
}

static void warn_hook(void *ctx, int line, const char *msg)
{
	struct shell *sh = ctx;
	int saved = sh->lineno;
	sh->lineno = line;
	rt_err(sh, "warning: %s", msg);
	sh->lineno = saved;
}

void rt_parser_hooks(struct shell *sh, struct parser_hooks *hooks)
{
	*hooks = (struct parser_hooks){ .alias_lookup = alias_hook,
					.ctx = sh,
					.extglob = extglob_hook,
					.posix = posix_hook,
					.utf8 = utf8_hook,
					.warn = warn_hook };
}

/* Text held in memory (-c, eval, '.') handed to the parser a line at a
 * time, so that set -v shows each line as it is read, as bash does. */
struct str_input {
	struct shell *sh;
	const char *text;
	size_t len, pos;
};

static int str_read_more(void *ctx, void *strbuf)
{
	struct str_input *in = ctx;
	if (in->pos >= in->len)
		return 0;
	const char *s = in->text + in->pos;
	const char *nl = memchr(s, '\n', in->len - in->pos);
	size_t n = nl ? (size_t)(nl - s) + 1 : in->len - in->pos;
	sb_addn(strbuf, s, n);
	in->pos += n;
	if (in->sh->opts & OPT_VERBOSE) {
		rt_out_write(in->sh, 2, s, n);
		if (!nl)
			rt_out_write(in->sh, 2, "\n", 1);
	}
	return 1;
}

/* A parser of TEXT: line by line through IN when set -v is on (or
 * ALWAYS_LINES, for -c, where a set -v in the text shows the lines after
 * it), else at once. */
static struct parser *string_parser(struct shell *sh, struct str_input *in,
				    struct parser_input *pi, const char *text,
				    size_t len, int first_line,
				    bool always_lines)
{
	struct parser_hooks h;
	rt_parser_hooks(sh, &h);
	if (!always_lines && !(sh->opts & OPT_VERBOSE))
		return parser_new_string(text, len, &h, first_line);
	*in = (struct str_input){ sh, text, len, 0 };
	*pi = (struct parser_input){ str_read_more, in, true, false };
	return parser_new(pi, &h, first_line);
}

int rt_parse_error(struct shell *sh, struct parser *p, const char *where)
{
	int last = sh->status;
	if (!parser_error_cond(p)) {
		rt_err_syntax(sh, where, parser_error_line(p),
			      parser_error_msg(p), parser_error_context(p));
		sh->status = 2;
	}
	/* bash: one line per message, perhaps none; the status is left */
	for (size_t i = 0; i < parser_error_cond_count(p); i++) {
		int line;
		const char *msg = parser_error_cond_msg(p, i, &line);
		rt_err_syntax(sh, where, line, msg, NULL);
	}
	switch (parser_error_keep(p)) {
	case 1:
		return last;
	case 2:
		return last ? last : 2;
	case 3:
		return 1;
	default:
		return 2;
	}
}

/* Runs every command a parser yields.  Returns false after a syntax error
 * in a non-interactive shell (which must then exit).  WHERE names the text
 * in the error's message when it is not a file (rt_err_syntax). */
static bool run_parser(struct shell *sh, struct parser *p, struct fd_input *in,
		       bool toplevel, const char *where)
{
	for (;;) {
		struct arena *arena = NULL;
		struct node *list = NULL;
		if (in)
			in->first_line = true;
		sh->at_command_start = true;
		if (sh->before_command)
			sh->before_command(sh);
		enum parse_status ps = parser_next(p, &arena, &list);
		if (ps == PARSE_EOF)
			return true;
		if (ps == PARSE_ERROR || ps == PARSE_INCOMPLETE) {
			int st = rt_parse_error(sh, p, where);
			bool cond = parser_error_cond(p);
			/* eval and '.' fail with 2 (1 in NAME=(...)); a [[ ]] error in a $(...)
			 * leaves the shell with 1 even from a script */
			if (!toplevel)
				sh->status = parser_error_keep(p) == 3 ? 1 : 2;
			bool cmdstr = where && !strcmp(where, "-c");
			if (cmdstr && parser_error_in_cmdsub(p) &&
			    !sh->interactive)
				/* bash -c: 127 after one in a $( ) or <( ) */
				rt_error(sh, RT_E_SCRIPT_KEEP, 127);
			else if ((!toplevel || cond) &&
				 parser_error_in_cmdsub(p))
				rt_error(sh, RT_E_SYNTAX_CMDSUB, 1);
			else if (toplevel && st != 2 && !sh->interactive)
				rt_error(sh, RT_E_SCRIPT_KEEP, st);
			/* only the terminal's input goes on after one: eval,
			 * '.', traps and a script read by `quirl -i FILE` stop
			 * there, as in bash */
			if (!sh->interactive || !toplevel || sh->nonint_depth)
				return false;
			parser_recover(p);
			continue;
		}
		if (list && in && in->prompt)
			fe_prompt_ps0(sh);
		if (list && !(sh->opts & OPT_NOEXEC)) {
			sh->ncommands++;
			struct arena *saved = sh->cur_arena;
			int top = sh->report_top;
			sh->report_top = parser_line(p);
			sh->cur_arena = arena;
			rt_eval_list(sh, list, 0);
			sh->cur_arena = saved;
			sh->report_top = top;
		}
		if (list && in)
			sh->cmd_number++;
		/* set -t: one command read from a file or the terminal, then
		 * exit (a -c string runs whole, as in bash) */
		if (in && toplevel && (sh->opts & OPT_ONECMD) &&
		    sh->skip == SKIP_NONE)
			sh->skip = SKIP_EXIT;
		rt_trap_keep_command(sh); /* cur_cmd is in ARENA */
		arena_unref(arena);
		if (sh->interactive)
			rt_out_flush_all(sh);
		if (sh->skip == SKIP_EXIT)
			return true;
		if (sh->skip != SKIP_NONE) {
			/* nested (eval, '.', traps): the caller's loops and
			 * functions handle it; at top level nothing can */
			if (!toplevel)
				return true;
			sh->skip = SKIP_NONE;
		}
	}
}

bool rt_run_commands(struct shell *sh, struct parser *p)
{
	return run_parser(sh, p, NULL, true, NULL);
}

void rt_exit_notice(struct shell *sh)
{
	if (!sh->interactive || sh->in_subshell || sh->in_trap ||
	    sh->nonint_depth)
		return;
	rt_out_flush_all(sh);
	const char *msg = sh->login ? "logout\n" : "exit\n";
	ssize_t r = write(2, msg, strlen(msg));
	(void)r; /* a terminal that hung up hears nothing */
}

int rt_run_fd(struct shell *sh, int fd, bool interactive)
{
	struct fd_input in = { .sh = sh, .fd = fd, .prompt = interactive };
	if (!sh->cmd_number)
		sh->cmd_number = 1;
	in.seekable = lseek(fd, 0, SEEK_CUR) >= 0;
	struct parser_input pi = { fd_read_more, &in, false, interactive };
	struct parser_hooks hooks;
	rt_parser_hooks(sh, &hooks);
	struct parser *p = parser_new(&pi, &hooks, 1);
	in.parser = p;
	bool ok = run_parser(sh, p, &in, true, NULL);
	parser_free(p);
	if (!ok)
		return rt_error(sh, RT_E_SCRIPT, 2);
	if (interactive && sh->skip != SKIP_EXIT)
		rt_exit_notice(sh); /* the end of input leaves as `exit` */
	return sh->status;
}

/* What a syntax error that ended an eval or '.' is: run_parser left the
 * status 1 for one inside NAME=( ... ). */
static enum rt_error syntax_kind(const struct shell *sh)
{
	return sh->status == 1 ? RT_E_SYNTAX_ARRAY : RT_E_SYNTAX;
}

int rt_eval_string(struct shell *sh, const char *text, size_t len)
{
	return rt_eval_named(sh, text, len, NULL);
}

int rt_eval_named(struct shell *sh, const char *text, size_t len,
		  const char *where)
{
	if (sh->eval_depth >= EVAL_NEST_MAX) {
		rt_err(sh, "eval: maximum nesting level exceeded (%d)",
		       EVAL_NEST_MAX);
		return rt_error(sh, RT_E_NESTING, 2);
	}
	struct str_input in;
	struct parser_input pi;
	struct parser *p =
		string_parser(sh, &in, &pi, text, len,
			      sh->lineno > 0 ? sh->lineno : 1, false);
	int saved_line = sh->lineno; /* the ERR trap's after a failed eval */
	sh->eval_depth++;
	bool ok = run_parser(sh, p, NULL, false, where);
	sh->eval_depth--;
	sh->lineno = saved_line;
	parser_free(p);
	if (!ok)
		return rt_error(sh, syntax_kind(sh), 2);
	return sh->status;
}

int rt_run_string(struct shell *sh, const char *text, size_t len)
{
	struct str_input in;
	struct parser_input pi;
	struct parser *p = string_parser(sh, &in, &pi, text, len, 1, true);
	/* bash names the string in its syntax errors (`-c: line 1:'), not
	 * in other errors (`line 1:') */
	bool ok = run_parser(sh, p, NULL, true, "-c");
	parser_free(p);
	if (!ok)
		return rt_error(sh, RT_E_SCRIPT, 2);
	return sh->status;
}

int rt_source_file(struct shell *sh, const char *path, size_t nargs,
		   char *const *args)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		rt_err(sh, "%s: %s", path, strerror(errno));
		return -1;
	}
	struct strbuf sb;
	sb_init(&sb);
	ssize_t n;
	/* read straight into the heap: '.' nests up to EVAL_NEST_MAX deep,
	 * and a buffer on the stack per level would overflow it */
	do {
		sb_grow(&sb, 8192);
		n = read(fd, sb.buf + sb.len, 8192);
		if (n > 0)
			sb.len += (size_t)n;
	} while (n > 0 || (n < 0 && errno == EINTR));
	int err = errno;
	sb.buf[sb.len] = 0;
	close(fd);
	if (n < 0) { /* e.g. EISDIR: an error, not an empty script */
		rt_err(sh, "%s: %s", path, strerror(err));
		sb_free(&sb);
		return -1;
	}
	if (sh->eval_depth >= EVAL_NEST_MAX) {
		sb_free(&sb);
		rt_err(sh, ".: maximum nesting level exceeded (%d)",
		       EVAL_NEST_MAX);
		return rt_error(sh, RT_E_NESTING, 2);
	}
	struct str_input in;
	struct parser_input pi;
	struct parser *p =
		string_parser(sh, &in, &pi, sb_str(&sb), sb.len, 1, false);
	int saved_line = sh->lineno;
	unsigned long ran = sh->ncommands;
	sh->eval_depth++;
	sh->nonint_depth++;
	rt_cs_push(sh, NULL, rt_cs_intern(sh, path), saved_line);
	if (args && (sh->shopts & SHOPT_EXTDEBUG))
		rt_cs_args(sh, false, nargs, args);
	bool ok = run_parser(sh, p, NULL, false, NULL);
	enum rt_error kind = syntax_kind(sh);
	sh->nonint_depth--;
	bool none_ran = sh->ncommands == ran;
	/* RETURN runs in the caller's frame, at the line of the `.` (bash),
	 * with $? as it is: the status before the `.` if nothing ran */
	rt_cs_pop(sh);
	sh->lineno = saved_line;
	if (sh->traps[RT_TRAP_RETURN]) {
		struct rt_trap_stash none = { 0 };
		rt_trap_func_leave(sh, &none, sh->skip == SKIP_RETURN);
	}
	if (none_ran)
		sh->status = 0; /* POSIX: no commands run, status 0 */
	sh->eval_depth--;
	if (sh->skip == SKIP_RETURN && sh->func_depth == 0)
		sh->skip = SKIP_NONE;
	parser_free(p);
	sb_free(&sb);
	if (!ok)
		return rt_error(sh, kind, 2);
	return sh->status;
}

/* ------------------------------------------------------- init and exit */

static void set_default(struct shell *sh, const char *name, const char *val)
{
	if (!rt_var_get(sh, name))
		rt_var_set(sh, name, val, 0);
}

static void init_pwd(struct shell *sh)
{
	const char *pwd = rt_var_get(sh, "PWD");
	struct stat a, b;
	if (pwd && pwd[0] == '/' && stat(pwd, &a) == 0 && stat(".", &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		return;
	char *cwd = getcwd(NULL, 0);
	if (cwd) {
		/* exported, as dash and bash do */
		rt_var_set(sh, "PWD", cwd, VF_EXPORT);
		free(cwd);
	}
}

static void set_readonly_int(struct shell *sh, const char *name,
			     const char *val)
{
	struct var *v = rt_var_cell(sh, name);
	rt_var_clear_flags(sh, v, VF_READONLY); /* from the environment */
	rt_var_assign(sh, v, val);
	rt_var_add_flags(sh, v, VF_INTEGER | VF_READONLY);
}

/* SHLVL: one more than the environment's (0 when not a number), never
 * negative, back to 1 with a warning at 1000, and exported (bash). */
static void init_shlvl(struct shell *sh)
{
	const char *old = rt_var_get(sh, "SHLVL");
	char *end;
	long long n = old && *old ? strtoll(old, &end, 10) : 0;
	if (old && *old && *end)
		n = 0;
	n = n < 0 ? 0 : n + 1;
	if (n >= 1000) {
		rt_err(sh,
		       "warning: shell level (%lld) too high, resetting to 1",
		       n);
		n = 1;
	}
	char num[24];
	snprintf(num, sizeof num, "%lld", n);
	rt_var_set(sh, "SHLVL", num, VF_EXPORT);
}

void rt_shell_default_path(struct shell *sh)
{
	if (rt_var_get(sh, "PATH"))
		return;
	/* not exported; bash's compiled-in value outside posix mode, the
	 * one dash sets (Debian's) in it */
	rt_var_set(sh, "PATH",
		   (sh->opts & OPT_POSIX)
			   ? "/usr/local/sbin:/usr/local/bin:/usr/sbin:"
			     "/usr/bin:/sbin:/bin"
			   : "/usr/local/bin:/usr/local/sbin:/usr/bin:"
			     "/usr/sbin:/bin:/sbin:.",
		   0);
}

void rt_shell_bash_vars(struct shell *sh)
{
	struct utsname u;
	bool named = uname(&u) == 0;
	const char *machine = named ? u.machine : "unknown";
	char mach[128];
	/* glibc on Linux, as bash's configure names it */
	snprintf(mach, sizeof mach, "%s-pc-linux-gnu", machine);
	rt_var_set(sh, "BASH_VERSION",
		   QUIRL_BASH_MAJOR "." QUIRL_BASH_MINOR "." QUIRL_BASH_PATCH
				    "(" QUIRL_BASH_BUILD ")-" QUIRL_BASH_STATUS,
		   0);
	struct var *v = rt_var_cell(sh, "BASH_VERSINFO");
	const char *info[] = { QUIRL_BASH_MAJOR,  QUIRL_BASH_MINOR,
			       QUIRL_BASH_PATCH,  QUIRL_BASH_BUILD,
			       QUIRL_BASH_STATUS, mach };
	rt_var_make_array(sh, v, false);
	for (int i = 0; i < 6; i++)
		rt_var_elem_set(sh, v, i, NULL, info[i], false);
	rt_var_add_flags(sh, v, VF_READONLY);
	if (sh->self_exe)
		rt_var_set(sh, "BASH", sh->self_exe, 0);
	/* BASHPID is computed when read (rt_var_dynamic); the cell makes it
	 * a set integer for declare -p and ${!BASH*} */
	set_readonly_int(sh, "BASHPID", "0");
	rt_var_clear_flags(sh, rt_var_cell(sh, "BASHPID"), VF_READONLY);
	rt_var_set(sh, "BASH_SUBSHELL", "0", 0);
	/* $0, read when read (rt_var_lazy_sync), set when assigned */
	rt_var_cell(sh, "BASH_ARGV0")->flags |= VF_LAZY | VF_SPECIAL;
	/* the running command's text, made when read (rt_var_lazy_sync);
	 * in a trap action the command the trap is about (trap.c) */
	rt_var_cell(sh, "BASH_COMMAND")->flags |= VF_LAZY | VF_SPECIAL;
	/* views of the aliases and the hash table (var.c) */
	static const char *const views[] = { "BASH_ALIASES", "BASH_CMDS" };
	for (int i = 0; i < 2; i++) {
		v = rt_var_cell(sh, views[i]);
		rt_var_make_array(sh, v, true);
		v->flags |= VF_LAZY;
	}
	rt_opt_import_vars(sh);
	rt_var_set(sh, "OSTYPE", "linux-gnu", 0);
	rt_var_set(sh, "HOSTTYPE", machine, 0);
	rt_var_set(sh, "MACHTYPE", mach, 0);
	/* as bash: only when the environment did not set it */
	if (!rt_var_get(sh, "HOSTNAME"))
		rt_var_set(sh, "HOSTNAME", named ? u.nodename : "??host??", 0);
	/* where programmable completion splits COMP_WORDS (complete.c):
	 * bash's value in every shell, whatever the environment said */
	rt_var_set(sh, "COMP_WORDBREAKS", " \t\n\"'@><=;|&(:", 0);
}

/* Functions exported by bash or Quirl arrive as BASH_FUNC_NAME%%=() {
 * ...} (kept in env_invalid, as NAME%% is no variable name).  One is
 * imported only when its text parses as exactly one definition of NAME,
 * so that nothing in the environment runs (the Shellshock lesson); the
 * entry then leaves env_invalid, the function itself being exported. */
static void import_functions(struct shell *sh)
{
	size_t keep = 0;
	for (size_t i = 0; i < sh->env_invalid.n; i++) {
		char *e = sh->env_invalid.v[i];
		const char *pct = strstr(e, "%%=() {");
		size_t n = pct ? (size_t)(pct - e) : 0;
		if (n < 10)
			pct = NULL;
		bool done = false;
		if (pct && !strncmp(e, "BASH_FUNC_", 10) &&
		    rt_valid_name_n(e + 10, n - 10)) {
			struct strbuf sb = { 0 };
			sb_addf(&sb, "%.*s %s", (int)(n - 10), e + 10, pct + 3);
			struct parser_hooks hooks = { 0 };
			struct parser *p =
				parser_new_string(sb.buf, sb.len, &hooks, 1);
			struct arena *a = NULL;
			struct node *out = NULL;
			if (parser_all(p, &a, &out) == PARSE_OK && out &&
			    out->kind == N_FUNCDEF && !out->next) {
				char *name = xstrndup(e + 10, n - 10);
				if (!strcmp(out->func.name, name) &&
				    rt_func_define(sh, name, out, a) == 0) {
					rt_func_find(sh, name)->exported = true;
					done = true;
				}
				free(name);
			}
			arena_unref(a);
			parser_free(p);
			sb_free(&sb);
		}
		if (done)
			free(e);
		else
			sh->env_invalid.v[keep++] = e;
	}
	sh->env_invalid.n = keep;
	if (sh->env_invalid.v)
		sh->env_invalid.v[keep] = NULL;
}

void rt_shell_init(struct shell *sh, int argc, char **argv, char **envp)
{
	(void)argc;
	memset(sh, 0, sizeof *sh);
	/* bash 5.2's defaults */
	sh->shopts = RT_SHOPT_DEFAULTS;
	sh->pid = getpid();
	sh->ppid = getppid();
	/* set -h and -B, on as in bash (-h: dash's habit too) */
	sh->opts = OPT_HASHALL | OPT_BRACEEXPAND;
	sh->arg0 = xstrdup(argv && argv[0] ? argv[0] : "quirl");
	sh->shell_name = argv && argv[0] ? argv[0] : "quirl";
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		exe[n] = 0;
		sh->self_exe = xstrdup(exe);
	}
	rt_var_import_env(sh, envp);
	mb_locale_init(sh);
	rt_var_set(sh, "IFS", " \t\n", 0);
	set_default(sh, "PS1", geteuid() == 0 ? "# " : "$ ");
	set_default(sh, "PS2", "> ");
	set_default(sh, "PS4", "+ ");
	rt_var_set(sh, "OPTIND", "1", 0);
	rt_var_set(sh, "OPTERR", "1", 0); /* bash; getopts reads it */
	/* UID, EUID and PPID are readonly integers, as in bash */
	char num[32];
	snprintf(num, sizeof num, "%ld", (long)sh->ppid);
	set_readonly_int(sh, "PPID", num);
	snprintf(num, sizeof num, "%ld", (long)getuid());
	set_readonly_int(sh, "UID", num);
	snprintf(num, sizeof num, "%ld", (long)geteuid());
	set_readonly_int(sh, "EUID", num);
	rt_var_set(sh, "QUIRL_VERSION", QUIRL_VERSION, 0);
	init_shlvl(sh);
	/* $_ starts as the path the shell was started by: what the parent
	 * put in the environment, else argv[0] (bash) */
	const char *start = rt_var_get(sh, "_");
	rt_var_lazy_init(sh, start ? start : sh->arg0);
	init_pwd(sh);
	rt_signals_init(sh);
	/* the call stack's arrays are the shell's alone; FUNCNAME alone may
	 * be unset (bash).  Flagged before rt_cs_init makes them built when
	 * read: reading one then would build it too early. */
	static const char *const stack_vars[] = { "FUNCNAME", "BASH_SOURCE",
						  "BASH_LINENO", "BASH_ARGV",
						  "BASH_ARGC" };
	for (size_t i = 0; i < sizeof stack_vars / sizeof *stack_vars; i++)
		rt_var_cell(sh, stack_vars[i])->flags |=
			VF_NOASSIGN | (i ? VF_NOUNSET : 0);
	rt_cs_init(sh);
	jit_init(sh);
	const char *vs = getenv("QUIRL_VSUBSHELL");
	sh->vsub_off = vs && !strcmp(vs, "off");
	import_functions(sh);
}

void rt_shell_free(struct shell *sh)
{
	rt_func_free_all(sh);
	rt_complete_free(sh);
	for (size_t i = 0; i < sh->aliases.cap; i++)
		if (strmap_live(&sh->aliases.tab[i]))
			free(sh->aliases.tab[i].val);
	strmap_free(&sh->aliases);
	free(sh->bi_disabled);
	rt_hash_clear(sh);
	rt_var_free_all(sh); /* also the arithmetic cache and ifs_cell */
	rt_params_drop(&sh->params);
	sb_free(&sh->report);
	sv_free(&sh->env_invalid);
	sb_free(&sh->ifs_wide);
	sv_free(&sh->binds);
	sv_free(&sh->bind_vars);
	for (int i = 0; i < RT_TRAP_SLOTS; i++) {
		free(sh->traps[i]);
		sh->traps[i] = NULL;
	}
	rt_jobs_free(sh);
	rt_procsub_release(sh, 0);
	VEC_FREE(sh->procsub_fds);
	rt_cs_free(sh);
	rt_cond_regex_free(sh);
	rt_expand_free(sh);
	stk_free(&sh->stk);
	bi_read_input_free(sh->read_spare);
	free(sh->compound_fields.v);
	jit_free(sh);
	free(sh->arg0);
	free(sh->coproc.name);
	free(sh->self_exe);
	free(sh->env_underscore);
	VEC_FREE(sh->pstat_v);
	rt_out_free(sh);
	memset(sh, 0, sizeof *sh);
}

void rt_shell_exit(struct shell *sh, int status)
{
	sh->exit_status = status;
	sh->skip = SKIP_NONE;
	rt_trap_exit(sh);
	status = sh->exit_status;
	if (rt_out_flush(sh, 1) < 0) {
		/* output buffered past its command cannot fail that command
		 * any more: report it here rather than exit 0 after losing it */
		rt_err(sh, "write error: %s", strerror(errno));
		if (!status)
			status = 1;
	}
	if (sh->out_lost && !status)
		status = 1;
	rt_out_flush_all(sh);
	rt_jobs_leave(sh, sh->login && (sh->shopts & SHOPT_HUPONEXIT));
	rt_shell_free(sh);
	exit(status & 0xff);
}
