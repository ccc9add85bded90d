/*
 * exec.c - command search, processes and function calls.
 *
 * Invariants:
 *  - External commands start with posix_spawn; the shell has already put
 *    every redirection in place on its own descriptors (redir.c), so the
 *    child needs no file actions.  Only with EV_EXIT (the shell process
 *    ends anyway) is execve called directly.
 *  - Builtin output is flushed before every fork or spawn, so a child never
 *    inherits (and duplicates) buffered output.
 *  - The PATH hash (sh->cmdhash) maps a command name to the full path found
 *    by the last search; it is cleared when PATH changes or by hash -r, and
 *    an entry that no longer exists is searched again.
 *  - A function's body stays alive while it runs even if the function is
 *    redefined or unset meanwhile (struct func refs + arena reference).
 *  - Recursion (functions, eval, '.', nested compound commands) never
 *    overflows the C stack: rt_stack_exhausted() is checked before every
 *    node and function call and fails once less than a quarter of the
 *    stack limit is left, whatever FUNCNEST says.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../frontend/interactive.h"
#include "../frontend/parser.h"
#include "exec.h"
#include "redir.h"
#include "jit/jit.h"
#include "builtins/alias.h"
#include "builtins/table.h"
#include "error.h"
#include "expand.h"
#include "jobs.h"
#include "options.h"
#include "output.h"
#include "trap.h"
#include "var.h"
#include "callstack.h"
#include "vsub.h"

/* command -p's PATH when the system has no standard one (confstr) */
#define DEFAULT_PATH "/bin:/usr/bin"
#define FUNCNEST_DEFAULT 1000

/* ------------------------------------------------------------ functions */

static void func_release(struct func *f)
{
	if (--f->refs)
		return;
	arena_unref(f->arena);
	free(f);
}

struct func *rt_func_find(struct shell *sh, const char *name)
{
	return strmap_get(&sh->funcs, name);
}

int rt_func_define(struct shell *sh, const char *name, const struct node *def,
		   struct arena *arena)
{
	struct func *old = rt_func_find(sh, name);
	if (old && old->readonly) {
		rt_err(sh, "%s: readonly function", name);
		return -1;
	}
	struct func *f = xcalloc(1, sizeof *f);
	f->def = def;
	f->body = def->func.body;
	f->arena = arena;
	f->refs = 1;
	f->src = rt_cs_def_source(sh);
	if (arena)
		arena_ref(arena);
	sh->jit.gen++;
	if (old && old->exported) {
		f->exported = true;
		sh->environ_dirty = true; /* the new text goes to children */
	}
	if (old)
		f->traced = old->traced;
	old = strmap_put(&sh->funcs, name, f);
	if (old)
		func_release(old);
	return 0;
}

int rt_func_unset(struct shell *sh, const char *name)
{
	struct func *f = rt_func_find(sh, name);
	if (f && f->readonly) {
		rt_err(sh, "unset: %s: cannot unset: readonly function", name);
		return -1;
	}
	f = strmap_del(&sh->funcs, name);
	sh->jit.gen++;
	if (f) {
		if (f->exported)
			sh->environ_dirty = true;
		func_release(f);
	}
	return 0;
}

void rt_func_text(struct strbuf *sb, const struct func *f)
{
	struct node def = *f->def;
	def.next = NULL;
	ast_unparse(sb, &def);
	if (!sb->len || sb->buf[sb->len - 1] != '\n')
		sb_addc(sb, '\n');
}

const char *rt_func_attrs(const struct func *f, char *buf)
{
	char *p = buf;
	*p++ = 'f';
	if (f->readonly)
		*p++ = 'r';
	if (f->traced)
		*p++ = 't';
	if (f->exported)
		*p++ = 'x';
	*p = 0;
	return buf;
}

static int func_cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void rt_func_names(struct shell *sh, struct strvec *names)
{
	for (size_t k = 0; k < sh->funcs.cap; k++)
		if (strmap_live(&sh->funcs.tab[k]))
			sv_pushdup(names, sh->funcs.tab[k].key);
	if (names->n)
		qsort(names->v, names->n, sizeof *names->v, func_cmp_name);
}

void rt_func_list(struct shell *sh, struct strbuf *sb, char attr)
{
	struct strvec names = { 0 };
	rt_func_names(sh, &names);
	for (size_t k = 0; k < names.n; k++) {
		const struct func *f = rt_func_find(sh, names.v[k]);
		if (!(attr == 'x' ? f->exported : f->readonly))
			continue;
		char a[8];
		rt_func_text(sb, f);
		sb_addf(sb, "declare -%s %s\n", rt_func_attrs(f, a),
			names.v[k]);
	}
	sv_free(&names);
}

void rt_func_environ(struct shell *sh, struct strvec *env)
{
	for (size_t i = 0; i < sh->funcs.cap; i++) {
		struct strmap_entry *e = &sh->funcs.tab[i];
		if (!strmap_live(e) || !((struct func *)e->val)->exported)
			continue;
		const struct func *f = e->val;
		struct node body = *f->body;
		body.next = NULL;
		struct strbuf sb = { 0 };
		sb_addf(&sb, "BASH_FUNC_%s%%%%=() ", e->key);
		ast_unparse(&sb, &body);
		while (sb.len && sb.buf[sb.len - 1] == '\n')
			sb.buf[--sb.len] = 0;
		sv_push(env, sb_detach(&sb));
	}
}

void rt_func_free_all(struct shell *sh)
{
	for (size_t i = 0; i < sh->funcs.cap; i++)
		if (strmap_live(&sh->funcs.tab[i]))
			func_release(sh->funcs.tab[i].val);
	strmap_free(&sh->funcs);
}

int rt_call_function(struct shell *sh, struct func *f, char **argv)
{
	size_t n = 0;
	while (argv[n + 1])
		n++;
	return rt_call_function_params(sh, f, argv[0],
				       (struct rt_params){ argv + 1, n, NULL });
}

int rt_call_function_sv(struct shell *sh, struct func *f, struct strvec *argv)
{
	/* argv[0] names the call (for messages); the rest, which the caller
	 * keeps until the call returns, are the parameters */
	return rt_call_function_params(
		sh, f, argv->v[0],
		(struct rt_params){ argv->v + 1, argv->n - 1, NULL });
}

int rt_call_function_params(struct shell *sh, struct func *f, const char *name,
			    struct rt_params params)
{
	/* a call from depth 0 is within any limit (a limit <= 0 means none):
	 * only nested calls need FUNCNEST's value */
	int limit = 0;
	if (sh->func_depth > 0) {
		const char *nest =
			rt_var_get_cell(sh, &sh->funcnest_cell, "FUNCNEST");
		limit = nest && *nest ? atoi(nest) : FUNCNEST_DEFAULT;
	}
	if (rt_stack_exhausted()) {
		/* the same words as rt_eval_node's guard: how deep the C stack
		 * gets differs between the tiers, the message must not */
		rt_err(sh, "maximum nesting level exceeded");
		rt_params_drop(&params);
		return rt_error(sh, RT_E_NESTING, 2);
	}
	if (limit > 0 && sh->func_depth >= limit) {
		/* bash abandons the command line, calls and all (status 1,
		 * under set -e too); a script goes on */
		rt_err(sh, "%s: maximum function nesting level exceeded (%d)",
		       name, limit);
		rt_params_drop(&params);
		return rt_error(sh, RT_E_LINE, 1);
	}
	f->refs++;
	struct rt_params saved = sh->params;
	sh->params = params;
	struct arena *saved_arena = sh->cur_arena;
	int saved_line = sh->lineno;
	sh->cur_arena = f->arena;
	sh->func_depth++;
	/* the body's break and continue see only its own loops: the caller's
	 * are not enclosing ones (bash, dash, ksh; a `.` script's and an
	 * eval's do reach them) */
	int saved_loops = sh->loop_depth;
	sh->loop_depth = 0;
	rt_cs_push(sh, name, f->src, saved_line);
	if (sh->shopts & SHOPT_EXTDEBUG)
		rt_cs_args(sh, false, sh->params.n, sh->params.v);
	rt_var_push_scope(sh);
	int saved_bang = sh->bang_base;
	sh->bang_base = sh->bang_depth;
	struct rt_trap_stash traps;
	rt_trap_func_enter(sh, &traps, f->traced);
	bool skip_body = sh->traps[RT_TRAP_DEBUG] &&
			 rt_trap_debug_entry(sh, f->def->lineno);

	if (skip_body)
		;
	else if (!sh->jit.mode || !jit_call_body(sh, f->body))
		rt_eval_node(sh, f->body, 0);
	bool by_return = sh->skip == SKIP_RETURN;
	if (by_return)
		sh->skip = SKIP_NONE;
	rt_trap_func_leave(sh, &traps, by_return);
	sh->bang_base = saved_bang;

	rt_var_pop_scope(sh);
	rt_cs_pop(sh);
	sh->func_depth--;
	sh->loop_depth = saved_loops;
	sh->cur_arena = saved_arena;
	sh->lineno = saved_line;
	rt_params_drop(&sh->params);
	sh->params = saved;
	if (f->refs == 1)
		rt_trap_keep_command(sh); /* its code goes now */
	func_release(f);
	return sh->status;
}

int rt_call_builtin(struct shell *sh, const struct builtin *bi, int argc,
		    char **argv)
{
	/* bash: NAME --help is help NAME for nearly every builtin */
	if (argc > 1 && !(bi->flags & BI_NOHELP) && !strcmp(argv[1], "--help"))
		return rt_builtin_help(sh, bi);
	return bi->fn(sh, argc, argv);
}

int rt_builtin_flush(struct shell *sh, const char *name, int status)
{
	if (rt_out_flush(sh, 1) < 0) {
		rt_err(sh, "%s: write error: %s", name, strerror(errno));
		return 1;
	}
	return status;
}

/* ------------------------------------------------------- command search */

/* The directories searched for a command: PATH's value; an unset or
 * empty PATH is "" (the current directory only, as in bash and dash). */
static const char *path_dirs(struct shell *sh)
{
	const char *pv = rt_var_get(sh, "PATH");
	return pv ? pv : "";
}

/* The first executable NAME in the directories of PATH (else the first
 * such file that is not executable, or NULL).  With ALL, every executable
 * one is pushed onto *all instead, in order, and NULL is returned.  An
 * empty directory in PATH is ".", giving "./NAME"; an empty PATH is the
 * current directory by its full name (bash's names for them). */
static char *search_dirs(const char *name, const char *path, struct strvec *all)
{
	char *denied = NULL;
	struct strbuf sb;
	sb_init(&sb);
	const char *p = path;
	for (;;) {
		const char *end = strchr(p, ':');
		size_t n = end ? (size_t)(end - p) : strlen(p);
		sb_reset(&sb);
		if (n) {
			sb_addn(&sb, p, n);
		} else if (*path) {
			sb_addc(&sb, '.');
		} else {
			char *cwd = getcwd(NULL, 0);
			sb_adds(&sb, cwd ? cwd : ".");
			free(cwd);
		}
		if (sb.len && sb.buf[sb.len - 1] != '/')
			sb_addc(&sb, '/');
		sb_adds(&sb, name);
		struct stat st;
		if (stat(sb.buf, &st) == 0 && S_ISREG(st.st_mode)) {
			if (access(sb.buf, X_OK) == 0 && all) {
				sv_pushdup(all, sb.buf);
			} else if (access(sb.buf, X_OK) == 0) {
				free(denied);
				return sb_detach(&sb);
			} else if (!denied && !all) {
				denied = xstrdup(sb.buf);
			}
		}
		if (!end)
			break;
		p = end + 1;
	}
	sb_free(&sb);
	return denied;
}

char *rt_path_search(struct shell *sh, const char *name, const char *path)
{
	if (path)
		return search_dirs(name, path, NULL);
	/* trusted like other shells do; a stale entry is dropped when the
	 * spawn fails (rt_run_external) */
	const char *cached = strmap_get(&sh->cmdhash, name);
	if (cached)
		return xstrdup(cached);
	const char *dirs = path_dirs(sh);
	char *found = search_dirs(name, dirs, NULL);
	/* bash remembers no command found without a PATH */
	if (found && *dirs && access(found, X_OK) == 0 &&
	    (sh->opts & OPT_HASHALL)) {
		rt_vsub_hash_touch(sh);
		strmap_put(&sh->cmdhash, name, xstrdup(found));
	}
	return found;
}

void rt_path_search_all(struct shell *sh, const char *name, struct strvec *out)
{
	const char *dirs = path_dirs(sh);
	if (*dirs) /* bash's type -a lists nothing without a PATH */
		search_dirs(name, dirs, out);
}

void rt_hash_clear(struct shell *sh)
{
	rt_vsub_hash_touch(sh);
	for (size_t i = 0; i < sh->cmdhash.cap; i++)
		if (strmap_live(&sh->cmdhash.tab[i]))
			free(sh->cmdhash.tab[i].val);
	strmap_free(&sh->cmdhash);
}

void rt_cmd_lookup(struct shell *sh, const char *name, unsigned flags,
		   struct cmd_lookup *out)
{
	memset(out, 0, sizeof *out);
	if (strchr(name, '/')) {
		out->kind = CMD_EXTERNAL;
		out->path = xstrdup(name);
		return;
	}
	/* an alias is a command only while aliases expand (bash) */
	if ((flags & CL_ALIAS) && (sh->shopts & SHOPT_EXPAND_ALIASES) &&
	    rt_alias_get(sh, name)) {
		out->kind = CMD_ALIAS;
		return;
	}
	if ((flags & CL_KEYWORD) && rt_is_keyword(name)) {
		out->kind = CMD_KEYWORD;
		return;
	}
	const struct builtin *bi = rt_builtin_find(name);
	if (bi && !rt_builtin_enabled(sh, bi))
		bi = NULL; /* enable -n */
	if (bi && (bi->flags & BI_SPECIAL)) {
		out->kind = CMD_SPECIAL;
		out->bi = bi;
		return;
	}
	if (!(flags & CL_NOFUNC)) {
		struct func *f = rt_func_find(sh, name);
		if (f) {
			out->kind = CMD_FUNCTION;
			out->fn = f;
			return;
		}
	}
	if (bi) {
		out->kind = CMD_BUILTIN;
		out->bi = bi;
		return;
	}
	const char *cached =
		(flags & CL_DEFPATH) ? NULL : strmap_get(&sh->cmdhash, name);
	out->hashed = cached != NULL;
	/* command -p: the system's standard PATH, as bash takes it */
	char std[256];
	size_t n = flags & CL_DEFPATH ? confstr(_CS_PATH, std, sizeof std) : 0;
	if (n == 0 || n > sizeof std)
		strcpy(std, DEFAULT_PATH);
	if (flags & CL_DEFPATH)
		out->path = search_dirs(name, std, NULL);
	else if ((flags & CL_NOCACHE) && !cached)
		out->path = search_dirs(name, path_dirs(sh), NULL);
	else
		out->path = rt_path_search(sh, name, NULL);
	out->kind = out->path ? CMD_EXTERNAL : CMD_NOTFOUND;
}

void rt_cmd_lookup_free(struct cmd_lookup *cl)
{
	free(cl->path);
	cl->path = NULL;
}

/* ------------------------------------------------------------ processes */

int rt_wait_status(int ws)
{
	if (WIFEXITED(ws))
		return WEXITSTATUS(ws);
	if (WIFSIGNALED(ws))
		return 128 + WTERMSIG(ws);
	return 128 + (WIFSTOPPED(ws) ? WSTOPSIG(ws) : 0);
}

/* Every wait goes through the job table (jobs.c), which owns waitpid. */
int rt_wait_fg(struct shell *sh, pid_t pid)
{
	struct job *j = rt_job_by_pid(sh, pid);
	if (!j) {
		j = rt_job_new_text(sh, "", false);
		rt_job_add_proc(sh, j, pid);
	}
	return rt_job_wait_fg(sh, j, NULL);
}

/* The child joins sh->fork_job (process group and terminal), then
 * becomes a subshell.  All signals stay blocked in the child until its
 * dispositions are reset: a signal sent to it right away (kill %1) would
 * otherwise meet the shell's dispositions (SIGTERM ignored when
 * interactive) and be lost; blocked, it stays pending (Linux never
 * discards a blocked signal). */
void rt_subshell_level_up(struct shell *sh)
{
	char num[24];
	rt_fmt_int(num, ++sh->subshell_level);
	sh->cmdstr_top = false;
	if (!(sh->opts & OPT_POSIX))
		rt_var_set(sh, "BASH_SUBSHELL", num, 0);
}

pid_t rt_fork(struct shell *sh)
{
	struct job *j = sh->fork_job;
	sigset_t all, old;
	rt_out_before_fork(sh);
	if (sh->jobs)
		rt_jobs_reap(sh);
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	rt_trap_job_start();
	pid_t pid = fork();
	if (pid < 0) {
		sigprocmask(SIG_SETMASK, &old, NULL);
		rt_err(sh, "fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		/* an asynchronous list without job control ignores SIGINT
		 * and SIGQUIT (POSIX 2.11), also before the mask opens */
		bool async = j && rt_job_id(j) && !rt_jobs_active(sh);
		if (j)
			rt_job_place(sh, j, 0);
		sh->in_subshell = true;
		sh->interactive = false;
		sh->random_state = 0; /* reseeded (bash) */
		rt_trap_child_reset(sh);
		if (async)
			rt_trap_async_child(sh);
		rt_jobs_child(sh);
		if (sh->vsub_sigpipe) { /* a process: SIGPIPE ends it */
			sh->vsub_sigpipe = false;
			sigdelset(&old, SIGPIPE);
		}
		sigprocmask(SIG_SETMASK, &old, NULL);
		return 0;
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (j) {
		rt_job_place(sh, j, pid);
		rt_job_add_proc(sh, j, pid);
	}
	return pid;
}

void rt_child_exit(struct shell *sh, int status)
{
	sh->exit_status = status;
	rt_trap_exit(sh);
	if (rt_out_flush(sh, 1) < 0) {
		/* as in rt_shell_exit: late write errors must not vanish */
		rt_err(sh, "write error: %s", strerror(errno));
		if (!sh->exit_status)
			sh->exit_status = 1;
	}
	rt_out_flush_all(sh);
	_exit(sh->exit_status & 0xff);
}

void rt_cmd_not_found(struct shell *sh, const char *name)
{
	if (sh->opts & OPT_POSIX)
		rt_err(sh, "%s: not found", name);
	else if (strchr(name, '/') || !*path_dirs(sh)) /* bash */
		rt_err(sh, "%s: %s", name, strerror(ENOENT));
	else
		rt_err(sh, "%s: command not found", name);
}

static int spawn_error(struct shell *sh, const char *name, int err)
{
	if (err == ENOENT) {
		rt_cmd_not_found(sh, name);
		return 127;
	}
	struct stat st; /* bash names a directory as such */
	if (err == EACCES && strchr(name, '/') && stat(name, &st) == 0 &&
	    S_ISDIR(st.st_mode))
		err = EISDIR;
	rt_err(sh, "%s: %s", name, strerror(err));
	return 126;
}

/* argv for running a script without #! in a fresh quirl (ENOEXEC rule). */
static char **script_argv(struct shell *sh, const char *path, char **argv)
{
	size_t n = 0;
	while (argv[n])
		n++;
	char **v = xcalloc(n + 2, sizeof *v);
	v[0] = sh->self_exe ? sh->self_exe : "quirl";
	v[1] = (char *)path;
	for (size_t i = 1; i < n; i++)
		v[i + 1] = argv[i];
	return v;
}

/* A spawned foreground command under job control becomes a job, so that
 * a Ctrl-Z can list it: named by the command as written, as bash and
 * dash name it, or by its words when it is not the command being run. */
static int wait_spawned_job(struct shell *sh, pid_t pid, char **argv)
{
	struct job *j;
	if (sh->cur_cmd && sh->cur_cmd->kind == N_SIMPLE) {
		j = rt_job_new(sh, sh->cur_cmd, false);
	} else {
		struct strbuf text;
		sb_init(&text);
		for (size_t i = 0; argv[i]; i++) {
			if (i)
				sb_addc(&text, ' ');
			sb_adds(&text, argv[i]);
		}
		j = rt_job_new_text(sh, sb_str(&text), false);
		sb_free(&text);
	}
	rt_job_add_proc(sh, j, pid);
	rt_job_place(sh, j, pid);
	return rt_job_wait_fg(sh, j, NULL);
}

static int spawn(struct shell *sh, const char *path, char **argv, bool job,
		 pid_t *pid);

/* Replaces this process with PATH (a file without #! that the kernel
 * does not run goes to a fresh quirl as a script).  Returns, with the
 * signal mask as it was, only when that failed: the status of the
 * failure, after its message. */
/* SHLVL plus DELTA when it is a number: a program that replaces the
 * shell takes the shell's level, as bash gives it. */
static void exec_shlvl(struct shell *sh, int delta)
{
	const char *v = rt_var_get(sh, "SHLVL");
	char *end, num[24];
	long long n = v && *v ? strtoll(v, &end, 10) : 0;
	if (!v || !*v || *end)
		return;
	snprintf(num, sizeof num, "%lld", n + delta);
	rt_var_set(sh, "SHLVL", num, 0);
}

static int exec_path(struct shell *sh, const char *path, char **argv,
		     const struct exec_opts *eo)
{
	rt_out_flush_all(sh);
	/* execve resets caught signals and keeps ignored ones, as POSIX
	 * wants for children; those the shell ignores for itself go back
	 * to their default (rt_trap_exec_prepare), and the mask is
	 * cleared */
	sigset_t empty, old;
	sigemptyset(&empty);
	sigprocmask(SIG_SETMASK, &empty, &old);
	exec_shlvl(sh, -1);
	char *noenv[] = { NULL };
	char **envp = eo && eo->clean_env ? noenv : rt_var_exec_env(sh, path);
	char **args = argv, *arg0 = NULL;
	if (eo && (eo->arg0 || eo->login)) {
		size_t n = 0;
		while (argv[n])
			n++;
		args = xmalloc((n + 1) * sizeof *args);
		memcpy(args, argv, (n + 1) * sizeof *args);
		const char *name = eo->arg0 ? eo->arg0 : argv[0];
		size_t len = strlen(name);
		arg0 = xmalloc(len + 2);
		arg0[0] = '-';
		memcpy(arg0 + 1, name, len + 1);
		args[0] = eo->login ? arg0 : arg0 + 1;
	}
	bool changed = rt_trap_exec_prepare(sh, true, true);
	execve(path, args, envp);
	int err = errno;
	if (err == ENOEXEC) {
		char **v = script_argv(sh, path, args);
		execve(v[0], v, envp);
		err = errno;
		free(v);
	}
	if (args != argv) {
		free(arg0);
		free(args);
	}
	if (changed)
		rt_trap_exec_prepare(sh, false, true);
	sigprocmask(SIG_SETMASK, &old, NULL);
	exec_shlvl(sh, 1);
	return spawn_error(sh, argv[0], err);
}

/* A program started while fd 1 is a $(...)'s buffer (a virtual subshell,
 * vsub.c): its output comes through a pipe into the buffer. */
static int run_captured(struct shell *sh, const char *path, char **argv)
{
	int p[2];
	if (rt_pipe(p) < 0) {
		rt_err(sh, "pipe: %s", strerror(errno));
		return 2;
	}
	struct redir_state st = { 0 };
	pid_t pid;
	int status = rt_redir_dup(sh, p[1], 1, &st) < 0
			     ? 1
			     : spawn(sh, path, argv, false, &pid);
	close(p[1]);
	rt_redir_restore(sh, &st); /* the capture is fd 1 again */
	if (!status)
		sb_read_fd(sh->out_capture, p[0]);
	close(p[0]);
	return status ? status : rt_wait_fg(sh, pid);
}

int rt_run_external(struct shell *sh, const char *path, char **argv,
		    unsigned flags)
{
	rt_out_flush_all(sh);
	/* the last command of a subshell replaces it, unless an EXIT or
	 * ERR trap is still to run after it */
	const char *err_trap = sh->traps[RT_TRAP_ERR];
	if ((flags & EV_EXIT) && !sh->traps[0] && !(err_trap && *err_trap))
		rt_child_exit(sh, exec_path(sh, path, argv, NULL));
	if (sh->out_capture)
		return run_captured(sh, path, argv);
	bool job = rt_jobs_control(sh);
	pid_t pid;
	int st = spawn(sh, path, argv, job, &pid);
	if (st)
		return st;
	return job ? wait_spawned_job(sh, pid, argv) : rt_wait_fg(sh, pid);
}

/* posix_spawn of PATH with the shell's descriptors, and under job control
 * (JOB) a process group of its own and the terminal, both set in the
 * child before exec so that it never runs in the background.  0 with
 * *pid set, or the status of the failure after its message. */
static int spawn(struct shell *sh, const char *path, char **argv, bool job,
		 pid_t *pid)
{
	char **envp = rt_var_exec_env(sh, path);
	/* glibc's posix_spawn resets caught signals to their default action
	 * in the child by itself; ignored signals stay ignored */
	posix_spawnattr_t attr;
	posix_spawnattr_init(&attr);
	sigset_t mask, def;
	sigemptyset(&mask);
	posix_spawnattr_setsigmask(&attr, &mask);
	rt_trap_sigdefault_set(sh, &def);
	posix_spawnattr_setsigdefault(&attr, &def);
	short spflags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
	posix_spawn_file_actions_t fa, *fap = NULL;
	if (job) {
		posix_spawnattr_setpgroup(&attr, 0);
		spflags |= POSIX_SPAWN_SETPGROUP;
	}
	if (job && rt_jobs_tty(sh) >= 0) { /* none: set -m in a script */
		posix_spawn_file_actions_init(&fa);
		posix_spawn_file_actions_addtcsetpgrp_np(&fa, rt_jobs_tty(sh));
		fap = &fa;
	}
	posix_spawnattr_setflags(&attr, spflags);
	rt_trap_job_start();
	/* the signals ignored on entry that the shell catches are ignored
	 * around the spawn, with every signal blocked meanwhile */
	sigset_t all, old;
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	bool reignored = rt_trap_exec_prepare(sh, true, false);
	if (!reignored)
		sigprocmask(SIG_SETMASK, &old, NULL);
	int err = posix_spawn(pid, path, fap, &attr, argv, envp);
	if (err == ENOEXEC) {
		char **v = script_argv(sh, path, argv);
		err = posix_spawn(pid, v[0], fap, &attr, v, envp);
		free(v);
	}
	if (reignored) {
		rt_trap_exec_prepare(sh, false, false);
		sigprocmask(SIG_SETMASK, &old, NULL);
	}
	posix_spawnattr_destroy(&attr);
	if (fap)
		posix_spawn_file_actions_destroy(fap);
	/* the child took the terminal before its execve failed: nobody
	 * waits for it, so nobody else gives the terminal back (else the
	 * shell's next read of it fails with EIO) */
	if (err && job)
		rt_jobs_take_tty(sh);
	if (err == ENOENT && !strchr(argv[0], '/') &&
	    strmap_get(&sh->cmdhash, argv[0])) {
		/* the hashed program went away: search PATH again */
		rt_vsub_hash_touch(sh);
		free(strmap_del(&sh->cmdhash, argv[0]));
		char *again = rt_path_search(sh, argv[0], NULL);
		if (again) {
			int st = spawn(sh, again, argv, job, pid);
			free(again);
			return st;
		}
	}
	return err ? spawn_error(sh, argv[0], err) : 0;
}

/* A redirection the shell may make for a subshell: here-documents and
 * strings, and duplications or closings of descriptors.  Not one that
 * opens a file, which may block (a FIFO waiting for its other end) where
 * the shell must go on to start the rest of a pipeline. */
static bool redir_no_open(const struct redir *r)
{
	if (r->fdvar)
		return false; /* assigns a variable in the shell */
	if (r->op == R_HEREDOC || r->op == R_HERESTR)
		return true;
	if (r->op != R_DUPIN && r->op != R_DUPOUT)
		return false;
	const struct wpart *p = r->target ? r->target->parts : NULL;
	if (!p || p->next || p->kind != WP_LIT || !p->lit.len)
		return false;
	return strspn(p->lit.s, "0123456789") == p->lit.len ||
	       !strcmp(p->lit.s, "-");
}

/* Under set -x the trace would expand PS4 in the shell, where its
 * expansions could change things: the subshell traces instead. */
static bool spawnable(struct shell *sh, const struct node *n)
{
	if (n->kind != N_SIMPLE || n->simple.assigns || n->simple.argc < 1 ||
	    (sh->opts & OPT_XTRACE) || rt_cmd_keyword(sh, n))
		return false;
	for (int i = 0; i < n->simple.argc; i++)
		if (!rt_word_pure(sh, n->simple.argv[i]))
			return false;
	for (const struct redir *r = n->redirs; r; r = r->next)
		if (!redir_no_open(r) || !rt_word_pure(sh, r->target))
			return false;
	return true;
}

void rt_nofork_begin(struct shell *sh, const struct node *n,
		     struct nofork_save *save)
{
	save->lineno = sh->lineno;
	save->skip = sh->skip;
	save->exit_status = sh->exit_status;
	sh->lineno = n->lineno;
	sh->nofatal++;
}

void rt_nofork_end(struct shell *sh, const struct nofork_save *save)
{
	sh->nofatal--;
	sh->lineno = save->lineno;
	sh->skip = save->skip;
	sh->exit_status = save->exit_status;
}

int rt_spawn_simple(struct shell *sh, const struct node *n, int in, int out,
		    pid_t *pid)
{
	if (!spawnable(sh, n))
		return -1;
	/* a literal name is looked up before the words are expanded: a
	 * function or builtin declines with no expansion done */
	const char *name = rt_cmd_literal_name(n);
	struct cmd_lookup cl = { .kind = CMD_NOTFOUND };
	if (name) {
		rt_cmd_lookup(sh, name, CL_NOCACHE, &cl);
		if (cl.kind != CMD_EXTERNAL) {
			rt_cmd_lookup_free(&cl);
			return -1;
		}
	}
	struct nofork_save save;
	rt_nofork_begin(sh, n, &save);
	struct strvec argv = { 0 };
	int status = -1;
	if (rt_expand(sh, n->simple.argv, n->simple.argc, EXP_FIELDS, &argv,
		      NULL) < 0) {
		status = 2; /* the message is out; the subshell would exit 2 */
	} else if (argv.n) {
		if (!name)
			rt_cmd_lookup(sh, argv.v[0], CL_NOCACHE, &cl);
		if (cl.kind == CMD_EXTERNAL) {
			struct redir_state st = { 0 };
			if ((in >= 0 && rt_redir_dup(sh, in, 0, &st) < 0) ||
			    (out >= 0 && rt_redir_dup(sh, out, 1, &st) < 0) ||
			    rt_redir_apply(sh, n->redirs, &st) < 0) {
				status = 1;
			} else {
				rt_out_flush_all(sh);
				status = spawn(sh, cl.path, argv.v, false, pid);
			}
			rt_redir_restore(sh, &st);
		}
	}
	rt_cmd_lookup_free(&cl);
	sv_free(&argv);
	rt_nofork_end(sh, &save);
	return status;
}

int rt_exec_replace(struct shell *sh, char **argv, const struct exec_opts *eo)
{
	struct cmd_lookup cl;
	rt_cmd_lookup(sh, argv[0], CL_NOFUNC, &cl);
	if (cl.kind != CMD_EXTERNAL) {
		/* exec of a builtin name with no such program */
		char *p = rt_path_search(sh, argv[0], NULL);
		if (!p) {
			/* bash and dash agree */
			rt_err(sh, "exec: %s: not found", argv[0]);
			rt_cmd_lookup_free(&cl);
			/* shopt -s execfail: the shell goes on (bash) */
			return sh->shopts & SHOPT_EXECFAIL
				       ? 127
				       : rt_error(sh, RT_E_FATAL, 127);
		}
		cl.path = p;
	}
	/* the shell itself is replaced (an EXIT trap does not run, as in
	 * bash and dash); should that fail, an interactive shell goes on */
	int status = exec_path(sh, cl.path, argv, eo);
	rt_cmd_lookup_free(&cl);
	if (sh->shopts & SHOPT_EXECFAIL)
		return status;
	status = rt_error(sh, RT_E_FATAL, status);
	if (sh->skip == SKIP_EXIT) /* nor as the shell gives up (bash) */
		rt_trap_set(sh, 0, NULL);
	return status;
}

int rt_run_argv(struct shell *sh, char **argv, unsigned lookup_flags)
{
	struct cmd_lookup cl;
	rt_cmd_lookup(sh, argv[0], lookup_flags, &cl);
	int argc = 0;
	while (argv[argc])
		argc++;
	int status;
	switch (cl.kind) {
	case CMD_SPECIAL:
	case CMD_BUILTIN:
		sh->nofatal++;
		status = rt_call_builtin(sh, cl.bi, argc, argv);
		sh->nofatal--;
		break;
	case CMD_FUNCTION:
		status = rt_call_function(sh, cl.fn, argv);
		break;
	case CMD_EXTERNAL:
		status = rt_run_external(sh, cl.path, argv, 0);
		break;
	default:
		rt_cmd_not_found(sh, argv[0]);
		status = 127;
		break;
	}
	rt_cmd_lookup_free(&cl);
	return sh->status = status;
}

/* -------------------------------------------------------------- xtrace */

char *rt_prompt_text(struct shell *sh, const char *text)
{
	if (!strpbrk(text, "$`\\"))
		return xstrdup(text);
	/* expansions in a prompt must not trace themselves, change $? or
	 * the line number, or end the shell */
	unsigned opts = sh->opts;
	int status = sh->status, lineno = sh->lineno;
	enum skip skip = sh->skip;
	sh->opts &= ~OPT_XTRACE;
	struct arena *a = arena_new();
	struct word *w = parser_template(a, text, strlen(text));
	char *out = NULL;
	/* the prompt's words are the code being run: run-time caches in
	 * them (arithmetic trees) go with their arena, not the caller's */
	struct arena *caller = sh->cur_arena;
	const struct node *cmd = sh->cur_cmd; /* a substitution may set it */
	sh->cur_arena = a;
	if (!w || rt_expand(sh, &w, 1, EXP_HEREDOC, NULL, &out) < 0) {
		free(out);
		out = NULL;
	}
	sh->cur_arena = caller;
	sh->cur_cmd = cmd; /* not a node of A (BASH_COMMAND) */
	arena_unref(a);
	sh->opts = opts;
	sh->status = status;
	sh->lineno = lineno;
	if (sh->skip == SKIP_ABORT || skip == SKIP_NONE)
		sh->skip = skip;
	return out;
}

char *rt_prompt_expand(struct shell *sh, const char *name)
{
	const char *val = rt_var_get(sh, name);
	struct strbuf sb;
	sb_init(&sb);
	fe_prompt_expand(sh, val ? val : "", &sb);
	return sb_detach(&sb);
}

int rt_xtrace_fd_of(const char *val)
{
	char *end;
	errno = 0;
	long fd = strtol(val, &end, 10);
	if (!*val || *end || errno || fd < 0 || fd > INT_MAX ||
	    fcntl((int)fd, F_GETFD) < 0)
		return -1;
	return (int)fd;
}

/* Where trace lines go: BASH_XTRACEFD when it names an open descriptor
 * (read per line, so a local one ends with its function), else fd 2. */
static int xtrace_fd(struct shell *sh)
{
	const char *val = rt_var_get(sh, "BASH_XTRACEFD");
	int fd = val ? rt_xtrace_fd_of(val) : -1;
	return fd < 0 ? 2 : fd;
}

/* One trace line: PS4 (expanded for each line, as bash does), its first
 * character repeated once more per command substitution, eval, `.` and
 * trap action the command runs in (bash's "levels of indirection"),
 * WORDS. */
static void trace_line(struct shell *sh, char *const *words, size_t n,
		       bool quote)
{
	struct strbuf sb;
	sb_init(&sb);
	char *ps4 = rt_prompt_expand(sh, "PS4");
	for (int i = 0; *ps4 && i < sh->cmdsub_depth + sh->eval_depth; i++)
		sb_addc(&sb, ps4[0]);
	sb_adds(&sb, ps4);
	free(ps4);
	for (size_t i = 0; i < n; i++) {
		if (i)
			sb_addc(&sb, ' ');
		if (quote)
			rt_var_quote_trace(&sb, words[i]);
		else
			sb_adds(&sb, words[i]);
	}
	sb_addc(&sb, '\n');
	rt_out_write(sh, xtrace_fd(sh), sb.buf, sb.len);
	sb_free(&sb);
}

void rt_xtrace_text(struct shell *sh, const char *text)
{
	char *words[] = { (char *)text };
	trace_line(sh, words, 1, false);
}

void rt_xtrace_head(struct shell *sh, const struct node *n)
{
	if (!(sh->opts & OPT_XTRACE))
		return;
	struct strbuf sb;
	sb_init(&sb);
	ast_unparse_head(&sb, n);
	while (sb.len && sb.buf[sb.len - 1] == ' ')
		sb.buf[--sb.len] = 0;
	char *words[] = { sb.buf };
	trace_line(sh, words, 1, false);
	sb_free(&sb);
}

void rt_xtrace(struct shell *sh, char **argv, const struct strvec *assigns)
{
	/* each assignment on a line of its own, then the command (bash) */
	for (size_t i = 0; assigns && i < assigns->n; i++)
		trace_line(sh, &assigns->v[i], 1, false);
	size_t n = 0;
	while (argv && argv[n])
		n++;
	if (n)
		trace_line(sh, argv, n, true);
}
