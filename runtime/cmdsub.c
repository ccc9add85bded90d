/*
 * cmdsub.c - command substitution, $(...) and `...`.
 *
 * The body runs in a subshell environment (POSIX XCU 2.6.3), so nothing it
 * does may reach the shell.  A body that rt_vsub_plan accepts runs in this
 * process as a virtual subshell (vsub.c), its output collected in OUT;
 * else a forked child reading its output through a pipe gives that for
 * any body, and the fast paths below avoid it for the simplest ones
 * (they also serve QUIRL_VSUBSHELL=off and shells where every subshell
 * forks, such as one with traps on signals).  A fork costs about 150 us here, most of it
 * copy-on-write faults, while `x=$(echo $i)` or `y=$(printf %03d "$n")`
 * needs a microsecond of work.  So a body that is one simple command whose
 * words cannot change the shell when expanded (rt_word_pure) does without
 * the fork: echo or printf runs in this process, its fd 1 output collected
 * through sh->out_capture, and an external program is spawned with its
 * output on the pipe (rt_spawn_simple), as the subshell would have exec'd
 * it.  $(< file) reads the file in this process.
 *
 * Invariants of the fork-free paths:
 *  - Expanding the words changes nothing, so a body found not to qualify
 *    after expansion (printf -v, a function named echo, not a program)
 *    still goes to a subshell, which expands them again.  A program is
 *    looked up without adding to the PATH hash (CL_NOCACHE).  Under
 *    set -x every body goes to a subshell (PS4 may have side effects).
 *  - No child means no SIGCHLD: a CHLD trap does not run for these.
 *  - The body runs without set -e unless shopt inherit_errexit is on
 *    (bash; posix mode turns it on).
 *  - What the subshell would change stays unchanged: sh->skip,
 *    sh->exit_status and the line number are restored, errexit cannot
 *    trigger (the command is called directly) and fatal errors are not
 *    fatal (sh->nofatal).  $? and the status seen afterwards are the
 *    command's, as the subshell's exit status would be.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "exec.h"
#include "redir.h"
#include "trap.h"
#include "builtins/table.h"
#include "error.h"
#include "expand.h"
#include "options.h"
#include "vsub.h"

/* echo or printf called with words that expand without side effects, by
 * name, no assignments or redirections, not under set -x (the trace
 * expands PS4, which may have side effects): the builtin, or NULL. */
static const struct builtin *output_builtin(struct shell *sh,
					    const struct node *body)
{
	if (body->kind != N_SIMPLE || body->redirs || body->simple.assigns ||
	    body->simple.argc < 1 || (sh->opts & OPT_XTRACE) ||
	    rt_cmd_keyword(sh, body))
		return NULL;
	const struct wpart *p = body->simple.argv[0]->parts;
	if (!p || p->next || p->kind != WP_LIT ||
	    (strcmp(p->lit.s, "echo") && strcmp(p->lit.s, "printf")))
		return NULL;
	for (int i = 1; i < body->simple.argc; i++)
		if (!rt_word_pure(sh, body->simple.argv[i]))
			return NULL;
	struct cmd_lookup cl;
	rt_cmd_lookup(sh, p->lit.s, 0, &cl);
	const struct builtin *bi = cl.kind == CMD_BUILTIN ? cl.bi : NULL;
	rt_cmd_lookup_free(&cl);
	return bi;
}

/* printf's -v assigns a variable: options before the format. */
static bool printf_assigns(char **argv)
{
	for (int i = 1; argv[i] && argv[i][0] == '-' && argv[i][1]; i++) {
		if (!strcmp(argv[i], "--"))
			return false;
		if (!strncmp(argv[i], "-v", 2))
			return true;
	}
	return false;
}

/* $(< file) (bash, ksh93, zsh, mksh): a body that is only an input
 * redirection substitutes the file's contents, as $(cat file) would. */
static const struct redir *file_redir(const struct node *body)
{
	if (body->next || body->kind != N_SIMPLE || body->simple.argc ||
	    body->simple.assigns)
		return NULL;
	const struct redir *r = body->redirs;
	return r && !r->next && r->op == R_IN && r->fd == 0 ? r : NULL;
}

/* Those shells all expand the file's word in the shell itself, not in a
 * subshell (${f=name} assigns, ${f?} is an expansion error of the command
 * around it: -1); so does this, by the rule of every redirection's word
 * (rt_redir_target: several words or none are an ambiguous redirect,
 * status 1).  Status 1 with a message when the file cannot be opened or
 * read (bash is silent about a read error such as a directory's; cat is
 * not). */
static int read_file(struct shell *sh, const struct redir *r,
		     struct strbuf *out)
{
	char *name = NULL;
	int got = rt_redir_target(sh, r, &name);
	if (got)
		return got;
	int status = 0;
	int fd = open(name, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || sb_read_fd(out, fd) < 0) {
		rt_err(sh, "%s: %s", name, strerror(errno));
		status = 1;
	}
	if (fd >= 0)
		close(fd);
	free(name);
	return status;
}

/* Whether the body runs without set -e: bash clears it in a command
 * substitution unless shopt inherit_errexit is on (which posix mode turns
 * on, options.c). */
static bool drops_errexit(const struct shell *sh)
{
	return !(sh->shopts & SHOPT_INHERIT_ERREXIT);
}

/* Runs BODY, a call of echo or printf, in this process; -1 (nothing
 * done) when it does not qualify. */
static int run_builtin(struct shell *sh, const struct node *body,
		       struct strbuf *out)
{
	const struct builtin *bi = output_builtin(sh, body);
	if (!bi)
		return -1;
	struct nofork_save save;
	rt_nofork_begin(sh, body, &save);
	/* $- must read as in the child; nothing here runs compiled code */
	unsigned opts = sh->opts;
	if (drops_errexit(sh))
		sh->opts &= ~OPT_ERREXIT;
	struct strvec argv = { 0 };
	int status = -1;
	if (rt_expand(sh, body->simple.argv, body->simple.argc, EXP_FIELDS,
		      &argv, NULL) < 0) {
		status = 2; /* the message is out; the subshell would exit 2 */
	} else if (argv.n && !printf_assigns(argv.v)) {
		struct strbuf *outer = sh->out_capture;
		sh->out_capture = out;
		status = rt_call_builtin(sh, bi, (int)argv.n, argv.v);
		sh->out_capture = outer;
	}
	sv_free(&argv);
	sh->opts = opts;
	rt_nofork_end(sh, &save);
	return status;
}

/* Whether the substitution keeps an ERR trap (set -E), which it then runs
 * after a failed command: the command is never the process itself. */
static bool keeps_err_trap(const struct shell *sh)
{
	return (sh->opts & OPT_ERRTRACE) && sh->traps[RT_TRAP_ERR] &&
	       *sh->traps[RT_TRAP_ERR];
}

/* Whether the substitution runs a trap around its command: ERR (above),
 * or DEBUG before it under set -T.  The paths that run the command
 * without the subshell decline then. */
static bool runs_traps(const struct shell *sh)
{
	return keeps_err_trap(sh) ||
	       ((sh->opts & OPT_FUNCTRACE) && sh->traps[RT_TRAP_DEBUG] &&
		*sh->traps[RT_TRAP_DEBUG]);
}

/* Runs BODY in a forked subshell, or, when BODY is a program that
 * rt_spawn_simple can start, without the fork. */
static int run_in_child(struct shell *sh, const struct node *body,
			struct strbuf *out)
{
	int p[2];
	if (rt_pipe(p) < 0) {
		rt_err(sh, "pipe: %s", strerror(errno));
		return 2;
	}
	pid_t pid;
	int status = body->next || runs_traps(sh)
			     ? -1
			     : rt_spawn_simple(sh, body, -1, p[1], &pid);
	if (status > 0) {
		close(p[0]);
		close(p[1]);
		return status;
	}
	if (status < 0) {
		pid = rt_fork(sh);
		if (pid < 0) {
			close(p[0]);
			close(p[1]);
			return 2;
		}
		if (pid == 0) {
			close(p[0]);
			dup2(p[1], 1);
			close(p[1]);
			sh->out_capture = NULL; /* of a virtual subshell */
			sh->in_cmdsub = true;
			sh->cmdsub_depth++;
			if (drops_errexit(sh))
				rt_opt_restore(sh, sh->opts & ~OPT_ERREXIT);
			rt_subshell_level_up(sh);
			/* a program last replaces the child unless an ERR trap
			 * waits for it (rt_run_external) */
			rt_eval_list(sh, body, EV_EXIT);
			rt_child_exit(sh, rt_final_status(sh));
		}
	}
	close(p[1]);
	sb_read_fd(out, p[0]);
	close(p[0]);
	bool was = sh->in_cmdsub;
	sh->in_cmdsub = true;
	rt_trap_job_start(); /* SIGINT while reading: not the job's */
	status = rt_wait_fg(sh, pid);
	sh->in_cmdsub = was;
	return status;
}

int rt_cmdsub(struct shell *sh, const struct node *body, struct strbuf *out)
{
	sh->cmdsub_count++;
	if (!body)
		return sh->status = 0;
	const struct redir *file = file_redir(body);
	int status;
	if (file) {
		status = read_file(sh, file, out);
		if (status < 0)
			return -1;
	} else {
		unsigned needs;
		status = rt_vsub_plan(sh, body, true, &needs)
				 ? rt_vsub_run(sh, body, needs, out, true)
				 : -1;
		if (status < 0 && (body->next || runs_traps(sh) ||
				   (status = run_builtin(sh, body, out)) < 0))
			status = run_in_child(sh, body, out);
	}
	while (out->len && out->buf[out->len - 1] == '\n')
		out->buf[--out->len] = 0;
	return sh->status = status;
}
