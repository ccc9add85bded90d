/*
 * eval.c - the tier-0 interpreter: walks the AST and runs it.
 *
 * Invariants a reader must know:
 *  - Every walker returns the node's exit status and also stores it in
 *    sh->status; after any call, sh->skip says whether control is unwinding
 *    (break/continue/return/exit).  Loops and lists stop as soon as
 *    sh->skip != SKIP_NONE; only the construct that owns a skip kind
 *    clears it (loops for break/continue, calls for return, the top level
 *    for exit).
 *  - errexit (-e) is checked after simple commands, pipelines and
 *    subshells, unless sh->errexit_off > 0 (conditions of if/while/until,
 *    left sides of && and ||, pipelines under '!').
 *  - Pending signals are polled at every list element and loop back-edge,
 *    so traps run between commands and loops without external commands are
 *    still interruptible (the JIT polls the same flag).
 *  - The evaluator never modifies the AST except the rt_* scratch fields.
 */
#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "assign.h"
#include "builtins/builtins.h"
#include "exec.h"
#include "jit/jit.h"
#include "procsub.h"
#include "redir.h"
#include "builtins/table.h"
#include "error.h"
#include "expand.h"
#include "jobs.h"
#include "options.h"
#include "output.h"
#include "pattern.h"
#include "trap.h"
#include "var.h"
#include "vsub.h"

static void poll_signals(struct shell *sh)
{
	if (rt_pending_signal)
		rt_trap_run_pending(sh);
}

void rt_errexit_check(struct shell *sh)
{
	if (sh->status == 0 || sh->skip != SKIP_NONE)
		return;
	/* ERR where -e would exit, except that a `!` outside the running
	 * function does not hide a failure inside it (bash) */
	if (sh->traps[RT_TRAP_ERR] && sh->errexit_off == sh->bang_base)
		rt_trap_err(sh);
	if ((sh->opts & OPT_ERREXIT) && !sh->errexit_off &&
	    sh->skip == SKIP_NONE) {
		sh->skip = SKIP_EXIT;
		sh->exit_status = sh->status;
	}
}

int rt_eval_list(struct shell *sh, const struct node *list, unsigned flags)
{
	/* set -n stops the commands after it on the same line too (-c) */
	for (const struct node *n = list;
	     n && sh->skip == SKIP_NONE && !(sh->opts & OPT_NOEXEC);
	     n = n->next) {
		rt_eval_node(sh, n, n->next ? 0 : flags);
		poll_signals(sh);
	}
	return sh->status;
}

/* Runs a condition list with errexit suspended. */
static int eval_cond(struct shell *sh, const struct node *list)
{
	sh->errexit_off++;
	rt_eval_list(sh, list, 0);
	sh->errexit_off--;
	return sh->status;
}

/* After a loop body: returns true when the loop must stop (a break for
 * this loop, or any skip it passes on outwards). */
bool rt_loop_skip(struct shell *sh)
{
	if (sh->skip == SKIP_BREAK || sh->skip == SKIP_CONTINUE) {
		if (--sh->skip_count > 0)
			return true;
		enum skip k = sh->skip;
		sh->skip = SKIP_NONE;
		return k == SKIP_BREAK;
	}
	return sh->skip != SKIP_NONE;
}

int rt_loop_leave(struct shell *sh, int status)
{
	sh->loop_depth--;
	if (sh->skip == SKIP_NONE)
		sh->status = status;
	return sh->status;
}

int rt_loop_cond_skip(struct shell *sh, bool until, int status)
{
	if (sh->skip != SKIP_BREAK && sh->skip != SKIP_CONTINUE)
		return sh->status; /* return, exit, an abandoned line */
	/* bash: `continue' succeeds, and as the condition's status that
	 * ends an until loop */
	if (until && sh->skip == SKIP_CONTINUE && sh->skip_count == 1)
		sh->skip = SKIP_BREAK;
	return status;
}

static int eval_while(struct shell *sh, const struct node *n, bool until)
{
	if (sh->jit.mode && jit_enter_loop(sh, n))
		return sh->status;
	int status = 0;
	sh->loop_depth++;
	for (;;) {
		int c = eval_cond(sh, n->loop.cond);
		if (sh->skip != SKIP_NONE) {
			status = rt_loop_cond_skip(sh, until, status);
			if (rt_loop_skip(sh))
				break;
			continue;
		}
		if ((c == 0) == until)
			break;
		rt_eval_list(sh, n->loop.body, 0);
		status = sh->status;
		if (rt_loop_skip(sh))
			break;
		poll_signals(sh);
		if (jit_loop_edge(sh, n, status, NULL, 0))
			return sh->status; /* its region ran the rest */
	}
	return rt_loop_leave(sh, status);
}

bool rt_for_var_ok(struct shell *sh, const struct node *n)
{
	/* bash: a loop variable that is no name (as written, quotes and
	 * all) fails the loop with 1 before its words are expanded; no
	 * errexit, no ERR trap (the loop is no simple command).  The line
	 * named is the one bash keeps then, as for a signal's report: the
	 * enclosing for, case or select head, function body, or the end of
	 * the top-level command */
	if (rt_valid_name(n->for_.var))
		return true;
	if (n->report_line)
		sh->lineno = n->report_line;
	else if (sh->report_top > 0)
		sh->lineno = sh->report_top;
	rt_err(sh, "`%s': not a valid identifier", n->for_.var);
	sh->status = rt_error(sh, RT_E_LOOPVAR, 1);
	return false;
}

int rt_for_words(struct shell *sh, const struct node *n,
		 struct rt_params *words)
{
	if (!rt_for_var_ok(sh, n)) {
		*words = (struct rt_params){ 0 };
		return -1;
	}
	/* `for x` and `for x in "$@"` run over the parameters as they are:
	 * the loop keeps the list, `set --` in the body makes a new one */
	if (!n->for_.has_in ||
	    (n->for_.nwords == 1 && rt_word_is_params(n->for_.words[0]))) {
		*words = rt_params_keep(&sh->params);
		return 0;
	}
	sh->lineno = n->lineno;
	struct strvec fields = { 0 };
	struct stk_mark mark = stk_mark(&sh->stk);
	int r = rt_expand(sh, n->for_.words, n->for_.nwords,
			  EXP_FIELDS | EXP_STK, &fields, NULL);
	*words = r < 0 ? (struct rt_params){ 0 }
		       : rt_params_pack(fields.n, fields.v);
	free(fields.v);
	stk_release(&sh->stk, mark);
	if (r < 0) {
		sh->status = rt_error(sh, RT_E_EXPAND, 2);
		return -1;
	}
	return 0;
}

bool rt_for_debug(struct shell *sh, const struct node *n)
{
	sh->lineno = n->lineno;
	rt_xtrace_head(sh, n);
	return rt_trap_debug_maybe(sh, n);
}

static int eval_for(struct shell *sh, const struct node *n)
{
	if (sh->jit.mode && jit_enter_loop(sh, n))
		return sh->status;
	struct rt_params words = { 0 };
	if (rt_for_words(sh, n, &words) < 0)
		return sh->status;
	int status = 0;
	struct var *cell = NULL; /* stable: looked up once per loop */
	sh->loop_depth++;
	for (size_t i = 0; i < words.n; i++) {
		if (rt_for_head_hooks(sh) && rt_for_debug(sh, n)) {
			if (sh->skip != SKIP_NONE)
				break;
			continue; /* this word skipped (extdebug) */
		}
		if (rt_var_loop_assign(sh, &cell, n->for_.var, words.v[i]) <
		    0) {
			status = rt_error(sh, RT_E_LOOPVAR, 1);
			break;
		}
		rt_eval_list(sh, n->for_.body, 0);
		status = sh->status;
		if (rt_loop_skip(sh))
			break;
		poll_signals(sh);
		if (jit_loop_edge(sh, n, status, &words, i + 1))
			return sh->status; /* its region ran the rest */
	}
	rt_params_drop(&words);
	return rt_loop_leave(sh, status);
}

int rt_case_subject(struct shell *sh, const struct node *n, char **subject)
{
	sh->lineno = n->lineno;
	if (rt_expand(sh, &n->case_.subject, 1, 0, NULL, subject) < 0) {
		sh->status = rt_error(sh, RT_E_EXPAND, 2);
		return -1;
	}
	return 0; /* $? stays: the branch sees it (a substitution's, too) */
}

/* Whether pattern word W is a literal that matches only its own bytes
 * (quoted, or unquoted without a character the matcher interprets), or
 * a lone `*', which matches anything: 1 matched, 0 not, -1 neither kind.
 * The usual case labels ('#end', ERROR, '(', *) are decided so, without
 * building and interpreting a pattern. */
static int case_literal(struct shell *sh, const struct word *w,
			const char *subject, size_t len)
{
	const struct wpart *p = w ? w->parts : NULL;
	if (!p || p->next || (sh->shopts & SHOPT_NOCASEMATCH) ||
	    (p->kind != WP_QLIT && p->kind != WP_LIT))
		return -1;
	if (p->kind == WP_LIT && p->lit.len == 1 && p->lit.s[0] == '*')
		return 1;
	if (p->kind == WP_LIT && strpbrk(p->lit.s, "*?[\\(!+@"))
		return -1;
	return len == p->lit.len && !memcmp(p->lit.s, subject, len);
}

int rt_case_item_match(struct shell *sh, const struct case_item *it,
		       const char *subject, size_t len, struct strbuf *scratch)
{
	for (int i = 0; i < it->npats; i++) {
		int lit = case_literal(sh, it->pats[i], subject, len);
		if (lit >= 0) {
			if (lit)
				return 1;
			continue;
		}
		char *owned;
		int err;
		const char *pat =
			rt_pattern_word(sh, it->pats[i], scratch, &owned, &err);
		if (err) {
			sh->status = rt_error(sh, RT_E_EXPAND, 2);
			return -1;
		}
		bool m = rt_pattern_matchf(
			pat, subject, len,
			sh->shopts & SHOPT_NOCASEMATCH ? PAT_FOLD : 0);
		free(owned);
		if (m)
			return 1;
	}
	return 0;
}

static int eval_case(struct shell *sh, const struct node *n)
{
	sh->lineno = n->lineno;
	rt_xtrace_head(sh, n);
	if (rt_trap_debug_maybe(sh, n))
		return sh->status; /* skipped (extdebug) */
	char *subject = NULL;
	if (rt_case_subject(sh, n, &subject) < 0)
		return sh->status;
	const struct case_item *it = n->case_.items;
	bool matched = false, ran = false, err = false;
	size_t len = strlen(subject);
	struct strbuf scratch;
	sb_init(&scratch);
	while (it && sh->skip == SKIP_NONE) {
		if (!matched) {
			int m = rt_case_item_match(sh, it, subject, len,
						   &scratch);
			if (m < 0) {
				err = true;
				break;
			}
			if (!m) {
				it = it->next;
				continue;
			}
			matched = true;
		}
		ran = true;
		if (it->body)
			rt_eval_list(sh, it->body, 0);
		else
			sh->status = 0;
		if (it->term == CASE_BREAK)
			break;
		if (it->term == CASE_CONTINUE)
			matched = false;
		it = it->next;
	}
	if (!ran && !err)
		sh->status = 0;
	sb_free(&scratch);
	free(subject);
	return sh->status;
}

static int eval_if(struct shell *sh, const struct node *n, unsigned flags)
{
	int c = eval_cond(sh, n->if_.cond);
	if (sh->skip != SKIP_NONE)
		return sh->status;
	if (c == 0)
		return rt_eval_list(sh, n->if_.then, flags);
	if (n->if_.els)
		return rt_eval_list(sh, n->if_.els, flags);
	return sh->status = 0;
}

static int eval_andor(struct shell *sh, const struct node *n, unsigned flags)
{
	sh->errexit_off++;
	rt_eval_node(sh, n->andor.left, 0);
	sh->errexit_off--;
	if (sh->skip != SKIP_NONE)
		return sh->status;
	bool run = (sh->status == 0) == (n->kind == N_AND);
	if (run)
		rt_eval_node(sh, n->andor.right, flags);
	return sh->status;
}

static int eval_subshell(struct shell *sh, const struct node *n, unsigned flags)
{
	if (flags & EV_EXIT) {
		/* already in a process of our own, one level deeper */
		rt_subshell_level_up(sh);
		rt_eval_list(sh, n->sub.body, flags);
		return sh->status;
	}
	unsigned needs;
	int vst = rt_vsub_plan(sh, n->sub.body, false, &needs)
			  ? rt_vsub_run(sh, n->sub.body, needs, sh->out_capture,
					false)
			  : -1;
	if (vst >= 0) {
		sh->status = vst;
		rt_var_set_status1(sh, vst);
		sh->lineno = n->lineno;
		sh->cur_cmd = n; /* BASH_COMMAND is `( ... )` (bash) */
		rt_errexit_check(sh);
		return sh->status;
	}
	/* under job control a foreground ( ... ) is a job of its own, so
	 * Ctrl-Z reaches it */
	struct job *j = rt_jobs_control(sh) ? rt_job_new(sh, n, false) : NULL;
	sh->fork_job = j;
	pid_t pid = rt_fork(sh);
	sh->fork_job = NULL;
	if (pid < 0)
		return sh->status = 2;
	if (pid == 0) {
		rt_subshell_level_up(sh);
		rt_coproc_child(sh);
		rt_eval_list(sh, n->sub.body, EV_EXIT);
		rt_child_exit(sh, rt_final_status(sh));
	}
	const struct node *outer = sh->report_cmd;
	sh->report_cmd = n; /* a death by a signal names ( ... ) (bash) */
	sh->lineno = n->lineno;
	sh->status = rt_wait_fg(sh, pid);
	sh->report_cmd = outer;
	if (sh->jobs_notify)
		rt_jobs_script_notify(sh);
	rt_var_set_status1(sh, sh->status);
	sh->lineno = n->lineno; /* the ERR trap's $LINENO */
	sh->cur_cmd = n;
	rt_errexit_check(sh);
	return sh->status;
}

/* An asynchronous list is a job; under job control it gets a process
 * group of its own (in the background), otherwise POSIX 2.11 applies:
 * SIGINT and SIGQUIT ignored and standard input from /dev/null. */
static int eval_bg(struct shell *sh, const struct node *n)
{
	bool jc = rt_jobs_control(sh);
	struct job *j = rt_job_new(sh, n->sub.body, true);
	sh->fork_job = j;
	pid_t pid = rt_fork(sh);
	sh->fork_job = NULL;
	if (pid < 0)
		return sh->status = 2;
	if (pid == 0) {
		rt_coproc_child(sh);
		if (!jc) { /* rt_fork made SIGINT and SIGQUIT ignored */
			int fd = open("/dev/null", O_RDONLY);
			if (fd >= 0 && fd != 0) {
				dup2(fd, 0);
				close(fd);
			}
		}
		if (n->sub.body->kind != N_SUBSHELL) {
			/* bash forks a simple command itself, not as a
			 * subshell environment: a -c string's top level */
			bool top = sh->cmdstr_top;
			rt_subshell_level_up(sh);
			sh->cmdstr_top = top && n->sub.body->kind == N_SIMPLE;
		}
		rt_eval_node(sh, n->sub.body, EV_EXIT);
		rt_child_exit(sh, rt_final_status(sh));
	}
	sh->last_bg = pid;
	if (sh->interactive && !sh->nonint_depth) {
		/* not for text read as a script is (a sourced file), bash */
		rt_trap_wake_fd(sh); /* SIGCHLD for set -b */
		rt_outf(sh, 2, "[%d] %ld\n", rt_job_id(j), (long)pid);
	}
	return sh->status = 0;
}

/* The last element C of a pipeline run in the shell, its standard input
 * the pipe IN (closed here when it ran): under shopt lastpipe (no job
 * control) as it is, otherwise as a virtual subshell when rt_vsub_plan
 * accepts it (VIRT).  The other elements are processes started already,
 * so it reads while they write, as the forked one would.  Returns its
 * status, or -1 when it did not run (the caller forks). */
static int pipe_last_in_shell(struct shell *sh, const struct node *c, int in,
			      bool virt)
{
	unsigned needs = 0;
	if (virt) {
		if (!rt_vsub_plan(sh, c, false, &needs))
			return -1;
		/* as the forked element: ( ... ) counts its own level, a
		 * simple command none (rt_subshell_level_up) */
		if (c->kind == N_SIMPLE || c->kind == N_SUBSHELL)
			needs |= VSUB_SAME_LEVEL;
	}
	struct redir_state st = { 0 };
	if (in >= 0 && rt_redir_dup(sh, in, 0, &st) < 0) {
		rt_redir_restore(sh, &st);
		close(in);
		return 1;
	}
	int status;
	if (virt) {
		status = rt_vsub_run(sh, c, needs, sh->out_capture, false);
	} else {
		rt_eval_node(sh, c, 0);
		status = sh->status;
	}
	rt_redir_restore(sh, &st);
	if (in >= 0 && status >= 0)
		close(in);
	return status;
}

/* Before the simple command C of a pipeline starts in a process or
 * subshell of its own: BASH_COMMAND and the DEBUG trap are about it in
 * the shell itself, as in bash (a DEBUG action counting commands counts
 * it).  True when the trap skips it (extdebug) or leaves. */
static bool pipe_elem_debug(struct shell *sh, const struct node *c)
{
	sh->lineno = c->lineno;
	sh->cur_cmd = c;
	if (rt_trap_debug_maybe(sh, c))
		return true;
	sh->pipe_elem = c;
	return false;
}

static int eval_pipe(struct shell *sh, const struct node *n)
{
	int ncmds = n->pipe.ncmds;
	pid_t *pids = xcalloc((size_t)ncmds, sizeof *pids);
	int prev = -1, i = 0;
	int status = 0;

	if (n->pipe.bang) {
		sh->errexit_off++;
		sh->bang_depth++;
	}
	if (ncmds == 1) {
		rt_eval_node(sh, n->pipe.cmds, 0);
		status = sh->status;
		goto done;
	}
	rt_out_flush_all(sh);
	/* all processes form one job: one process group under job control
	 * (only then can it stop and need its text for `jobs`) */
	bool control = rt_jobs_control(sh);
	bool lastpipe = !control && (sh->shopts & SHOPT_LASTPIPE);
	int last_status = -1; /* the last element's, when lastpipe ran it */
	struct job *job = control ? rt_job_new(sh, n, false)
				  : rt_job_new_text(sh, "", false);
	/* the status of an element that failed to start without a process */
	int *failed = xcalloc((size_t)ncmds, sizeof *failed);
	bool *skipped = xcalloc((size_t)ncmds, sizeof *skipped);
	for (const struct node *c = n->pipe.cmds; c; c = c->next, i++) {
		if (!c->next && lastpipe) {
			last_status = pipe_last_in_shell(sh, c, prev, false);
			prev = -1;
			break;
		}
		int p[2] = { -1, -1 };
		/* close-on-exec: a program spawned below must hold no end
		 * of a pipe but its own (else a writer never sees EPIPE) */
		if (c->next && rt_pipe(p) < 0) {
			rt_err(sh, "pipe: %s", strerror(errno));
			break;
		}
		if (c->kind == N_SIMPLE && pipe_elem_debug(sh, c)) {
			skipped[i] =
				true; /* extdebug: as if it were not there */
			if (prev >= 0)
				close(prev);
			if (p[1] >= 0)
				close(p[1]);
			prev = p[0];
			if (sh->skip == SKIP_NONE)
				continue;
			while (++i < ncmds) /* the action left: none starts */
				skipped[i] = true;
			break;
		}
		pid_t pid;
		/* a program needs no subshell around it (rt_spawn_simple);
		 * under job control the processes share a group: forked */
		/* the last one's output is a $(...)'s buffer: it runs here */
		int st = control || (!c->next && sh->out_capture)
				 ? -1
				 : rt_spawn_simple(sh, c, prev, p[1], &pid);
		/* the last one, not a program: a virtual subshell if it may */
		if (st < 0 && !c->next && !control &&
		    (last_status = pipe_last_in_shell(sh, c, prev, true)) >=
			    0) {
			prev = -1;
			break;
		}
		if (st == 0) {
			rt_job_place(sh, job, pid);
			rt_job_add_proc(sh, job, pid);
		} else if (st > 0) {
			failed[i] = st;
			pid = 0;
		} else {
			sh->fork_job = job;
			pid = rt_fork(sh);
			sh->fork_job = NULL;
		}
		if (pid == 0 && st < 0) {
			rt_coproc_child(sh);
			if (prev >= 0) {
				dup2(prev, 0);
				close(prev);
			}
			if (p[1] >= 0) {
				dup2(p[1], 1);
				close(p[1]);
				close(p[0]);
				sh->out_capture = NULL; /* a virtual $(...)'s */
			}
			/* the parent's bookkeeping: the child exits from
			 * deep inside the command, where memcheck may no
			 * longer find a pointer to it */
			free(pids);
			free(failed);
			free(skipped);
			if (c->kind != N_SIMPLE && c->kind != N_SUBSHELL)
				rt_subshell_level_up(sh);
			rt_eval_node(sh, c, EV_EXIT);
			rt_child_exit(sh, sh->skip == SKIP_EXIT
						  ? sh->exit_status
						  : sh->status);
		}
		sh->pipe_elem = NULL; /* started */
		pids[i] = pid;
		if (prev >= 0)
			close(prev);
		if (p[1] >= 0)
			close(p[1]);
		prev = p[0];
		if (pid < 0)
			break;
	}
	if (prev >= 0)
		close(prev);
	int *sts = xcalloc((size_t)ncmds, sizeof *sts);
	const struct node *outer = sh->report_cmd;
	sh->report_cmd = n; /* a death by a signal lists the pipeline */
	rt_job_wait_fg(sh, job, sts); /* sts: the forked ones, in order */
	sh->report_cmd = outer;
	if (sh->jobs_notify)
		rt_jobs_script_notify(sh);
	int nst = 0; /* the statuses of the elements not skipped */
	for (int j = 0, k = 0; j < ncmds; j++) {
		int st;
		if (skipped[j])
			continue;
		if (j == ncmds - 1 && last_status >= 0)
			st = last_status;
		else if (pids[j] > 0)
			st = sts[k++];
		else if (pids[j] == 0 && failed[j])
			st = failed[j];
		else
			st = 1;     /* not started: no pipe or no fork */
		failed[nst++] = st; /* read at index j only */
	}
	if (!nst) /* all skipped */
		failed[nst++] = 0;
	/* the last element's status, or with pipefail the last failure's */
	status = failed[nst - 1];
	for (int j = 0; j < nst && (sh->opts & OPT_PIPEFAIL); j++)
		if (failed[j])
			status = failed[j];
	rt_var_set_pipestatus(sh, failed, nst);
	free(sts);
	free(failed);
	free(skipped);
done:
	free(pids);
	if (n->pipe.bang) {
		sh->errexit_off--;
		sh->bang_depth--;
		status = status == 0;
	}
	sh->status = status;
	if (!n->pipe.bang && ncmds > 1) {
		sh->lineno = n->lineno; /* the ERR trap's $LINENO */
		rt_errexit_check(sh);
	}
	return status;
}

/* ------------------------------------------------------ simple commands */

/* Whether a declaration utility's operand W is an assignment, to expand
 * as one: it starts with NAME=, NAME+=, or NAME[ with "]=" or "]+="
 * later in its unquoted text (bash). */
static bool word_is_assignment(const struct word *w)
{
	const struct wpart *p = w->parts;
	if (!p || p->kind != WP_LIT)
		return false;
	const char *s = p->lit.s, *e = s + p->lit.len;
	size_t n = 0;
	while (s + n < e && (s[n] == '_' || (s[n] >= 'a' && s[n] <= 'z') ||
			     (s[n] >= 'A' && s[n] <= 'Z') ||
			     (n && s[n] >= '0' && s[n] <= '9')))
		n++;
	if (!n || s + n == e)
		return false;
	if (s[n] == '=' || (s[n] == '+' && s + n + 1 < e && s[n + 1] == '='))
		return true;
	if (s[n] != '[')
		return false;
	for (; p; p = p->next)
		if (p->kind == WP_LIT &&
		    (memmem(p->lit.s, p->lit.len, "]=", 2) ||
		     memmem(p->lit.s, p->lit.len, "]+=", 3)))
			return true;
	return false;
}

const char *rt_cmd_literal_name(const struct node *n)
{
	return n->simple.argc ? rt_word_literal(n->simple.argv[0]) : NULL;
}

bool rt_cmd_keyword(const struct shell *sh, const struct node *n)
{
	return n->simple.kw && (sh->opts & OPT_KEYWORD);
}

/*
 * Command lookup cache.  A simple command whose name is a literal word
 * (rt_cmd_literal_name) resolves to the same builtin or function until a
 * function is defined or unset, which bumps sh->jit.gen.  The node's
 * simple.rt_cmd holds the result, the struct builtin or the struct func
 * with the low bit set; simple.rt_cmd_gen the generation plus one.
 */
static bool lookup_cached(struct shell *sh, const struct node *n,
			  struct cmd_lookup *cl)
{
	uintptr_t p = n->simple.rt_cmd;
	if (!p || n->simple.rt_cmd_gen != sh->jit.gen + 1 ||
	    !rt_cmd_literal_name(n))
		return false;
	memset(cl, 0, sizeof *cl);
	if (p & 1) {
		cl->kind = CMD_FUNCTION;
		cl->fn = (struct func *)(p & ~(uintptr_t)1);
	} else {
		cl->bi = (const struct builtin *)p;
		cl->kind =
			cl->bi->flags & BI_SPECIAL ? CMD_SPECIAL : CMD_BUILTIN;
	}
	return true;
}

static void lookup_store(struct shell *sh, const struct node *cn,
			 const struct cmd_lookup *cl)
{
	struct node *n = (struct node *)cn; /* scratch fields are ours */
	if (!rt_cmd_literal_name(n))
		return;
	if (cl->kind == CMD_FUNCTION)
		n->simple.rt_cmd = (uintptr_t)cl->fn | 1;
	else if (cl->kind == CMD_SPECIAL || cl->kind == CMD_BUILTIN)
		n->simple.rt_cmd = (uintptr_t)cl->bi;
	else
		return;
	n->simple.rt_cmd_gen = sh->jit.gen + 1;
}

int rt_expand_command(struct shell *sh, const struct node *n,
		      struct strvec *argv, struct rt_compound_args *compound)
{
	struct word **words = n->simple.argv;
	int argc = n->simple.argc;
	const struct builtin *bi = NULL;
	struct cmd_lookup cl;
	if (lookup_cached(sh, n, &cl)) {
		bi = cl.bi;
	} else {
		const char *name = argc ? rt_word_literal(words[0]) : NULL;
		bi = name ? rt_builtin_find(name) : NULL;
		if (bi && !rt_builtin_enabled(sh, bi))
			bi = NULL;
	}
	if (!bi || !(bi->flags & BI_DECL))
		return rt_expand(sh, words, argc, EXP_FIELDS | EXP_STK, argv,
				 NULL);
	/* a NAME=(...) after an option with A (-A, -gA) is associative:
	 * its text keeps the tilde prefixes as written (bash) */
	bool assoc = false;
	for (int i = 0; i < argc; i++) {
		const struct wpart *p = words[i]->parts;
		size_t before = argv->n;
		bool comp = p && p->kind == WP_COMPOUND;
		if (comp)
			VEC_PUSH(*compound, (int)argv->n);
		if (i > 0 && word_is_assignment(words[i])) {
			if (rt_expand(sh, &words[i], 1, EXP_DECL | EXP_STK,
				      argv, NULL) < 0)
				return -1;
		} else if (rt_expand(sh, &words[i], 1,
				     EXP_FIELDS | EXP_STK |
					     (assoc && comp ? EXP_NOTILDE : 0),
				     argv, NULL) < 0) {
			return -1;
		}
		for (size_t k = before; k < argv->n; k++)
			if (argv->v[k][0] == '-' && strchr(argv->v[k], 'A'))
				assoc = true;
	}
	return 0;
}

bool rt_arg_is_compound(const struct shell *sh, int i)
{
	const struct rt_compound_args *c = sh->compound_args;
	for (size_t k = 0; c && k < c->n; k++)
		if (c->v[k] == i)
			return true;
	return false;
}

static int eval_assign_only(struct shell *sh, const struct node *n,
			    unsigned subs)
{
	struct strvec trace = { 0 };
	bool xtrace = sh->opts & OPT_XTRACE;
	int r = rt_assign_list(sh, n, false, xtrace ? &trace : NULL);
	if (trace.n) /* words that expanded to no command */
		rt_xtrace(sh, NULL, &trace);
	sv_free(&trace);
	if (r < 0)
		return sh->status = r == RT_ASSIGN_EXPAND
					    ? rt_error(sh, RT_E_EXPAND, 2)
					    : rt_error(sh, RT_E_ASSIGN, 1);
	int status = sh->cmdsub_count != subs ? sh->status : 0;
	if (n->redirs) {
		struct redir_state st = { 0 };
		if (rt_redir_apply(sh, n->redirs, &st) < 0)
			status = 1;
		else
			rt_redir_restore(sh, &st);
	}
	sh->status = status;
	sh->lastarg = ""; /* bash */
	rt_var_set_status1(sh, status);
	rt_errexit_check(sh);
	return status;
}

int rt_eval_assign_cmd(struct shell *sh, const struct node *n)
{
	sh->lineno = n->lineno;
	sh->cur_cmd = n;
	return eval_assign_only(sh, n, sh->cmdsub_count);
}

/* set -x: the assignments, then the command.  A compound operand of a
 * declaration utility shows as an assignment line of its own and as its
 * NAME in the command, as in bash. */
static void trace_command(struct shell *sh, struct strvec *argv,
			  struct strvec *trace)
{
	if (!sh->compound_args) {
		rt_xtrace(sh, argv->v, trace);
		return;
	}
	struct strvec words = { 0 };
	for (size_t i = 0; i < argv->n; i++) {
		const char *w = argv->v[i];
		if (rt_arg_is_compound(sh, (int)i)) {
			sv_pushdup(trace, w);
			sv_push(&words, xstrndup(w, strcspn(w, "+=[")));
		} else {
			sv_pushdup(&words, w);
		}
	}
	rt_xtrace(sh, sv_terminated(&words), trace);
	sv_free(&words);
}

static int exec_special(struct shell *sh, const struct node *n,
			const struct builtin *bi, struct strvec *argv)
{
	struct strvec trace = { 0 };
	bool xtrace = sh->opts & OPT_XTRACE;
	/* exec with a command passes its assignments to that command's
	 * environment (as bash and dash do); other special builtins keep
	 * them in the shell in posix mode, and make them temporaries like
	 * any command's outside it (bash; export and readonly keep the
	 * variables they name, rt_var_temp_keep) */
	bool to_env =
		(bi->fn == bi_exec && argv->n > 1) || !(sh->opts & OPT_POSIX);
	if (to_env)
		rt_var_temp_begin(sh);
	int r = rt_assign_list(sh, n, to_env, xtrace ? &trace : NULL);
	if (xtrace)
		trace_command(sh, argv, &trace);
	sv_free(&trace);
	if (r < 0) {
		if (to_env)
			rt_var_temp_end(sh);
		return rt_assign_prefix_failed(sh, r);
	}
	struct redir_state st = { 0 };
	if (rt_redir_apply(sh, n->redirs, &st) < 0) {
		if (to_env)
			rt_var_temp_end(sh);
		return rt_error(sh, RT_E_REDIR_SPECIAL, 1);
	}
	int status = rt_call_builtin(sh, bi, (int)argv->n, argv->v);
	if (st.saves.n)
		status = rt_builtin_flush(sh, argv->v[0], status);
	if (bi->fn == bi_exec && argv->n == 1)
		rt_redir_keep(sh, &st);
	else
		rt_redir_restore(sh, &st);
	if (to_env)
		rt_var_temp_end(sh);
	return status;
}

static int exec_regular(struct shell *sh, const struct node *n,
			struct cmd_lookup *cl, struct strvec *argv,
			unsigned flags)
{
	struct strvec trace = { 0 };
	bool xtrace = sh->opts & OPT_XTRACE;
	rt_var_temp_begin(sh);
	int r = rt_assign_list(sh, n, true, xtrace ? &trace : NULL);
	if (xtrace)
		trace_command(sh, argv, &trace);
	sv_free(&trace);
	if (r < 0) {
		rt_var_temp_end(sh);
		return rt_assign_prefix_failed(sh, r);
	}
	bool path_changed = false;
	for (const struct assign *a = n->simple.assigns; a; a = a->next)
		if (!strcmp(a->name, "PATH"))
			path_changed = true;
	struct cmd_lookup relook;
	if (path_changed &&
	    (cl->kind == CMD_EXTERNAL || cl->kind == CMD_NOTFOUND)) {
		/* PATH=dir cmd: search with the new PATH */
		rt_hash_clear(sh);
		rt_cmd_lookup(sh, argv->v[0], 0, &relook);
		cl = &relook;
	}
	struct redir_state st = { 0 };
	int status;
	if (rt_redir_apply(sh, n->redirs, &st) < 0) {
		status = 1;
	} else {
		switch (cl->kind) {
		case CMD_FUNCTION: {
			struct rt_lastarg_keep last;
			rt_var_lastarg_keep(&last, argv->v[argv->n - 1]);
			status = rt_call_function_sv(sh, cl->fn, argv);
			rt_var_lastarg_done(sh, &last);
			break;
		}
		case CMD_BUILTIN:
			status = rt_call_builtin(sh, cl->bi, (int)argv->n,
						 argv->v);
			if (st.saves.n)
				status = rt_builtin_flush(sh, argv->v[0],
							  status);
			break;
		case CMD_EXTERNAL: {
			/* bash redirects in the child: a report of its death
			 * goes where the shell's stderr goes */
			bool defer = sh->report_defer;
			sh->report_defer = n->redirs != NULL;
			status = rt_run_external(sh, cl->path, argv->v, flags);
			sh->report_defer = defer;
			break;
		}
		default:
			rt_cmd_not_found(sh, argv->v[0]);
			status = 127;
			break;
		}
		rt_redir_restore(sh, &st);
		if (!sh->report_defer)
			rt_jobs_report_flush(sh);
	}
	if (sh->jobs_notify)
		rt_jobs_script_notify(sh);
	rt_var_temp_end(sh);
	if (path_changed) {
		if (cl == &relook)
			rt_cmd_lookup_free(&relook);
		rt_hash_clear(sh);
	}
	return status;
}

static int eval_words(struct shell *sh, const struct node *n, unsigned flags);

/* set -k: N runs as the command whose prefix assignments are followed by
 * the arguments that are assignments (bash: a later one wins), and whose
 * words are the others.  A copy of the node does it; BASH_COMMAND still
 * names N. */
static int eval_keyword(struct shell *sh, const struct node *n, unsigned flags)
{
	int argc = n->simple.argc, nas = 0;
	for (const struct assign *a = n->simple.assigns; a; a = a->next)
		nas++;
	for (int i = 0; i < argc; i++)
		nas += n->simple.kw[i] != NULL;
	struct assign *as = xcalloc((size_t)nas, sizeof *as);
	struct word **words = xcalloc((size_t)argc + 1, sizeof *words);
	struct node k = *n;
	struct assign **tail = &k.simple.assigns;
	int j = 0;
	for (const struct assign *a = n->simple.assigns; a; a = a->next) {
		as[j] = *a;
		*tail = &as[j++];
		tail = &(*tail)->next;
	}
	k.simple.argc = 0;
	for (int i = 0; i < argc; i++) {
		if (!n->simple.kw[i]) {
			words[k.simple.argc++] = n->simple.argv[i];
			continue;
		}
		as[j] = *n->simple.kw[i];
		*tail = &as[j++];
		tail = &(*tail)->next;
	}
	*tail = NULL;
	k.simple.argv = words;
	k.simple.kw = NULL;
	int status = eval_words(sh, &k, flags);
	if (sh->cur_cmd == &k)
		sh->cur_cmd = n;
	free(words);
	free(as);
	return status;
}

static int eval_simple(struct shell *sh, const struct node *n, unsigned flags)
{
	sh->lineno = n->lineno;
	sh->cur_cmd = n;
	if (sh->pipe_elem == n) {
		sh->pipe_elem = NULL;
		flags |= EV_PIPE_ELEM;
	} else if (rt_trap_debug_maybe(sh, n)) {
		return sh->status; /* skipped (extdebug) */
	}
	if (rt_cmd_keyword(sh, n))
		return eval_keyword(sh, n, flags);
	return eval_words(sh, n, flags);
}

/* The rest of eval_simple: expansion, lookup and execution. */
static int eval_words(struct shell *sh, const struct node *n, unsigned flags)
{
	unsigned subs = sh->cmdsub_count;
	if (n->simple.argc == 0)
		return eval_assign_only(sh, n, subs);

	/* the words live on the shell's stack until the command is done (a
	 * function call borrows them as its parameters); argv.v is ours */
	struct strvec argv = { 0 };
	struct stk_mark words = stk_mark(&sh->stk);
	struct rt_compound_args compound = { 0 };
	if (rt_expand_command(sh, n, &argv, &compound) < 0) {
		free(argv.v);
		stk_release(&sh->stk, words);
		VEC_FREE(compound);
		return sh->status = rt_error(sh, RT_E_EXPAND, 2);
	}
	sh->lineno = n->lineno;
	if (argv.n == 0) {
		free(argv.v);
		stk_release(&sh->stk, words);
		VEC_FREE(compound);
		return eval_assign_only(sh, n, subs);
	}

	struct cmd_lookup cl;
	if (!lookup_cached(sh, n, &cl)) {
		rt_cmd_lookup(sh, argv.v[0], 0, &cl);
		lookup_store(sh, n, &cl);
	}
	const struct rt_compound_args *outer = sh->compound_args;
	sh->compound_args = compound.n ? &compound : NULL;
	int status;
	if (cl.kind == CMD_SPECIAL)
		status = exec_special(sh, n, cl.bi, &argv);
	else
		status = exec_regular(sh, n, &cl, &argv, flags);
	sh->compound_args = outer;
	if (compound.v)
		VEC_FREE(compound);
	if (cl.kind != CMD_FUNCTION) /* exec_regular set it */
		rt_var_set_lastarg(sh, argv.v[argv.n - 1]);
	rt_cmd_lookup_free(&cl);
	free(argv.v);
	stk_release(&sh->stk, words);
	sh->status = status;
	rt_var_set_status1(sh, status);
	if (!sh->cur_cmd) /* what ran inside it is gone (BASH_COMMAND) */
		sh->cur_cmd = n;
	if (!(flags & EV_PIPE_ELEM))
		rt_errexit_check(sh);
	return status;
}

/* ------------------------------------------------------------ dispatch */

static int eval_compound(struct shell *sh, const struct node *n, unsigned flags)
{
	switch (n->kind) {
	case N_AND:
	case N_OR:
		return eval_andor(sh, n, flags);
	case N_BG:
		return eval_bg(sh, n);
	case N_SUBSHELL:
		return eval_subshell(sh, n, flags);
	case N_GROUP:
		return rt_eval_list(sh, n->sub.body, flags);
	case N_IF:
		return eval_if(sh, n, flags);
	case N_WHILE:
		return eval_while(sh, n, false);
	case N_UNTIL:
		return eval_while(sh, n, true);
	case N_FOR:
		return eval_for(sh, n);
	case N_CASE:
		return eval_case(sh, n);
	case N_FUNCDEF:
		sh->lineno = n->lineno; /* "NAME: readonly function" */
		if (strpbrk(n->func.name, "'\"\\$`")) {
			/* quoted or expanded: no name for bash either */
			rt_err(sh, "`%s': not a valid identifier",
			       n->func.name);
			sh->status = 1;
			rt_errexit_check(sh); /* a failed command (bash) */
			return sh->status;
		}
		return sh->status = rt_func_define(sh, n->func.name, n,
						   sh->cur_arena) < 0;
	case N_PIPE:
		return eval_pipe(sh, n);
	case N_SIMPLE:
		return eval_simple(sh, n, flags);
	case N_ARITH:
		return rt_eval_ext(sh, n, flags);
	case N_ARITHFOR:
		return rt_eval_ext(sh, n, flags);
	case N_COND:
	case N_SELECT:
	case N_COPROC:
	case N_TIME:
		return rt_eval_ext(sh, n, flags);
	}
	return sh->status;
}

static int eval_node(struct shell *sh, const struct node *n, unsigned flags)
{
	if (n->kind == N_SIMPLE || n->kind == N_FUNCDEF || !n->redirs)
		return eval_compound(sh, n, flags);
	struct redir_state st = { 0 };
	sh->lineno = n->lineno;
	if (rt_redir_apply(sh, n->redirs, &st) < 0)
		return sh->status = 1;
	eval_compound(sh, n, flags & ~EV_EXIT);
	rt_redir_restore(sh, &st);
	return sh->status;
}

int rt_eval_node(struct shell *sh, const struct node *n, unsigned flags)
{
	if (rt_stack_exhausted()) {
		rt_err(sh, "maximum nesting level exceeded");
		return rt_error(sh, RT_E_NESTING, 2);
	}
	/* process substitutions live as long as the command that made
	 * them (procsub.h) */
	size_t mark = rt_procsub_mark(sh);
	int status = eval_node(sh, n, flags);
	rt_procsub_release(sh, mark);
	return status;
}
