/*
 * vsub.c - virtual subshells: a subshell environment (POSIX XCU 2.12) kept
 * in the shell's own process, ksh93-style, instead of a fork.
 *
 * A fork costs 100-300 us (copy-on-write faults of the whole heap), while
 * `x=$(f "$i")` with a one-line f needs a microsecond.  So a body that
 * rt_vsub_plan accepts runs here: the state it may change is saved,
 * the body runs, and the state is put back.  See vsub.h for the
 * invariants and docs/vsubshell.md for what is and is not virtualised.
 *
 * The plan is a walk of the body before it runs, and of every function it
 * calls (each once, so recursion ends).  It accepts the commands whose
 * effects the undo log and the saved state cover: builtins of a fixed
 * list, functions, programs (spawned, their output read through a pipe
 * when it is captured), compound commands other than pipelines and
 * background jobs, words with any expansion but process substitution.
 * What it cannot see (eval, source, a command name made by an expansion)
 * is refused: the caller forks.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vsub.h"
#include "builtins/table.h"
#include "callstack.h"
#include "error.h"
#include "exec.h"
#include "expand.h"
#include "options.h"
#include "output.h"
#include "trap.h"
#include "var.h"

/* Nesting beyond this forks: each level costs C stack. */
#define VSUB_MAX_DEPTH 64

/* One running virtual subshell (sh->vsub: the innermost). */
struct rt_vsub {
	struct rt_vsub *outer;
	VEC(struct rt_var_copy) log;    /* cells as they were, oldest first */
	struct rt_var_scope_mark scope; /* the caller's function scope */
	bool hash_saved;                /* hash: the PATH hash at entry */
	struct strmap hash;
	bool arg0_saved; /* arg0: $0 at entry (BASH_ARGV0 assigned) */
	char *arg0;
};

/* ------------------------------------------------------------- the plan */

struct walk {
	struct shell *sh;
	bool capture;
	unsigned needs;
	VEC(const struct func *) funcs; /* walked already */
};

static bool walk_list(struct walk *w, const struct node *n);
static bool walk_word(struct walk *w, const struct word *wd);

static bool lit_has(const struct wpart *p, const char *s)
{
	return (p->kind == WP_LIT || p->kind == WP_QLIT) &&
	       memmem(p->lit.s, p->lit.len, s, strlen(s));
}

static bool walk_parts(struct walk *w, const struct wpart *p)
{
	for (; p; p = p->next) {
		switch (p->kind) {
		case WP_LIT:
		case WP_QLIT:
		case WP_TILDE:
			break;
		case WP_DQUOTE:
			if (!walk_parts(w, p->sub))
				return false;
			break;
		case WP_PARAM:
			/* another process would have another BASHPID; a
			 * name made at run time might be BASHPID */
			if (p->param.indirect ||
			    !strcmp(p->param.name, "BASHPID"))
				return false;
			if (p->param.op == PO_PREFIX ||
			    p->param.op == PO_KEYS || p->param.op == PO_BAD)
				break;
			if (!walk_word(w, p->param.arg) ||
			    !walk_word(w, p->param.arg2) ||
			    !walk_word(w, p->param.index))
				return false;
			break;
		case WP_CMDSUB:
			/* runs virtually or in a child of its own: either
			 * way its output is its own */
			break;
		case WP_ARITH:
			for (const struct wpart *s = p->arith.src; s;
			     s = s->next)
				if (lit_has(s, "BASHPID"))
					return false;
			if (!walk_parts(w, p->arith.src) ||
			    !walk_parts(w, p->arith.text))
				return false;
			break;
		default: /* process substitution, compound assignment */
			return false;
		}
	}
	return true;
}

static bool walk_word(struct walk *w, const struct word *wd)
{
	return !wd || walk_parts(w, wd->parts);
}

static bool walk_words(struct walk *w, struct word **v, int n)
{
	for (int i = 0; i < n; i++)
		if (!walk_word(w, v[i]))
			return false;
	return true;
}

static bool walk_arith(struct walk *w, const struct arith_src *a)
{
	for (const struct wpart *s = a->src; s; s = s->next)
		if (lit_has(s, "BASHPID"))
			return false;
	return walk_parts(w, a->src) && walk_parts(w, a->text);
}

/* A literal digit string naming descriptor 1. */
static bool is_fd1(const struct word *wd)
{
	const char *s = wd ? rt_word_literal(wd) : NULL;
	return s && !strcmp(s, "1");
}

static bool walk_redirs(struct walk *w, const struct redir *r)
{
	bool fd1_moved = false; /* fd 1 no longer the capture buffer */
	for (; r; r = r->next) {
		if (r->fdvar || !walk_word(w, r->target))
			return false;
		/* n>&1 while fd 1 is the capture buffer: n would need to be
		 * a descriptor of it */
		if (w->capture && !fd1_moved &&
		    (r->op == R_DUPIN || r->op == R_DUPOUT) && r->fd != 1 &&
		    (is_fd1(r->target) || !rt_word_literal(r->target)))
			return false;
		if (r->fd == 1 || (r->flags & RF_BOTH))
			fd1_moved = true;
	}
	return true;
}

/* The options of a declaration builtin that touch variables only
 * (functions' attributes are not logged). */
static bool decl_word_ok(const struct word *wd, const char *letters)
{
	const struct wpart *p = wd->parts;
	if (!p || (p->kind != WP_LIT && p->kind != WP_QLIT) || !p->lit.len)
		return false;
	char c = p->lit.s[0];
	if (c != '-' && c != '+')
		return c == '_' || (c >= 'a' && c <= 'z') ||
		       (c >= 'A' && c <= 'Z');
	const char *s = rt_word_literal(wd);
	if (!s)
		return false;
	return s[1] ? strspn(s + 1, letters) == strlen(s + 1) : c == '-';
}

static bool walk_builtin(struct walk *w, const struct builtin *bi,
			 const struct node *n)
{
	static const char *const plain[] = {
		"echo", "printf",  "true",   "false", ":",     "test",
		"[",    "pwd",     "return", "exit",  "break", "continue",
		"let",  "getopts", "read",   NULL,
	};
	const char *name = bi->name;
	for (size_t i = 0; plain[i]; i++)
		if (!strcmp(name, plain[i]))
			return true;
	const char *letters = NULL;
	if (!strcmp(name, "local") || !strcmp(name, "declare") ||
	    !strcmp(name, "typeset"))
		letters = "aAilnrtuxgpI";
	else if (!strcmp(name, "export"))
		letters = "np";
	else if (!strcmp(name, "readonly"))
		letters = "aAp";
	if (letters) {
		for (int i = 1; i < n->simple.argc; i++)
			if (!decl_word_ok(n->simple.argv[i], letters))
				return false;
		return true;
	}
	if (!strcmp(name, "cd"))
		w->needs |= VSUB_CWD;
	else if (!strcmp(name, "shift"))
		w->needs |= VSUB_PARAMS;
	else if (!strcmp(name, "umask"))
		w->needs |= VSUB_UMASK;
	else
		return false;
	return true;
}

static bool walk_simple(struct walk *w, const struct node *n)
{
	if (!walk_redirs(w, n->redirs) ||
	    !walk_words(w, n->simple.argv, n->simple.argc))
		return false;
	for (const struct assign *a = n->simple.assigns; a; a = a->next) {
		/* views of the alias and hash tables change those */
		if (!strncmp(a->name, "BASH_", 5) &&
		    (!strcmp(a->name, "BASH_ALIASES") ||
		     !strcmp(a->name, "BASH_CMDS")))
			return false;
		if (!walk_word(w, a->value) || !walk_word(w, a->index) ||
		    !walk_words(w, a->elems, a->nelems))
			return false;
		for (int i = 0; a->keys && i < a->nelems; i++)
			if (!walk_word(w, a->keys[i]))
				return false;
	}
	if (!n->simple.argc)
		return true;
	const char *name = rt_cmd_literal_name(n);
	if (!name)
		return false;
	struct cmd_lookup cl;
	rt_cmd_lookup(w->sh, name, CL_NOCACHE, &cl);
	bool ok = true;
	switch (cl.kind) {
	case CMD_FUNCTION:
		for (size_t i = 0; i < w->funcs.n; i++)
			if (w->funcs.v[i] == cl.fn)
				goto out;
		VEC_PUSH(w->funcs, cl.fn);
		ok = walk_list(w, cl.fn->body);
		break;
	case CMD_SPECIAL:
	case CMD_BUILTIN:
		ok = walk_builtin(w, cl.bi, n);
		break;
	case CMD_EXTERNAL:
	case CMD_NOTFOUND:
		break;
	default:
		ok = false;
		break;
	}
out:
	rt_cmd_lookup_free(&cl);
	return ok;
}

static bool walk_cond(struct walk *w, const struct cond *c)
{
	return !c || (walk_word(w, c->l) && walk_word(w, c->r) &&
		      walk_cond(w, c->a) && walk_cond(w, c->b));
}

static bool walk_node(struct walk *w, const struct node *n)
{
	if (n->kind != N_SIMPLE && !walk_redirs(w, n->redirs))
		return false;
	switch (n->kind) {
	case N_SIMPLE:
		return walk_simple(w, n);
	case N_AND:
	case N_OR:
		return walk_node(w, n->andor.left) &&
		       walk_node(w, n->andor.right);
	case N_PIPE: {
		/* the others are processes started with the state so far,
		 * their output the pipe; the last runs here (eval_pipe),
		 * unless it must close the coprocess's ends */
		const struct node *last = n->pipe.cmds;
		while (last->next)
			last = last->next;
		return (n->pipe.ncmds == 1 || !w->sh->coproc.pid) &&
		       walk_node(w, last);
	}
	case N_SUBSHELL:
		/* nested, it runs virtually too (rt_vsub_plan), unless it
		 * must close the coprocess's ends */
		return !w->sh->coproc.pid && walk_list(w, n->sub.body);
	case N_GROUP:
		return walk_list(w, n->sub.body);
	case N_IF:
		return walk_list(w, n->if_.cond) && walk_list(w, n->if_.then) &&
		       walk_list(w, n->if_.els);
	case N_WHILE:
	case N_UNTIL:
		return walk_list(w, n->loop.cond) && walk_list(w, n->loop.body);
	case N_FOR:
		return walk_words(w, n->for_.words, n->for_.nwords) &&
		       walk_list(w, n->for_.body);
	case N_CASE:
		if (!walk_word(w, n->case_.subject))
			return false;
		for (const struct case_item *it = n->case_.items; it;
		     it = it->next)
			if (!walk_words(w, it->pats, it->npats) ||
			    !walk_list(w, it->body))
				return false;
		return true;
	case N_ARITH:
		return walk_arith(w, &n->arith.e);
	case N_ARITHFOR:
		return walk_arith(w, &n->arithfor.init) &&
		       walk_arith(w, &n->arithfor.cond) &&
		       walk_arith(w, &n->arithfor.step) &&
		       walk_list(w, n->arithfor.body);
	case N_COND:
		return walk_cond(w, n->cond.expr);
	default: /* & , function definitions, select, coproc, time */
		return false;
	}
}

static bool walk_list(struct walk *w, const struct node *n)
{
	for (; n; n = n->next)
		if (!walk_node(w, n))
			return false;
	return true;
}

/* What forked children see differently from the shell: traps on signals
 * run in the shell, job control and an interactive shell's handling of
 * errors and signals. */
static bool plan_state_ok(const struct shell *sh, bool cmdsub)
{
	/* a ( ... ) inside a $(...) that runs here must run here too:
	 * forked, its output could not reach the buffer (the walk of the
	 * $(...) accepted it) */
	bool must = !cmdsub && sh->out_capture;
	if (sh->vsub_off || sh->interactive || sh->job_control ||
	    (sh->vsub_depth >= VSUB_MAX_DEPTH && !must) ||
	    (!cmdsub && sh->coproc.pid))
		return false;
	/* nearly always none is set: one pass the compiler vectorises,
	 * then the one that looks at each */
	uintptr_t any = 0;
	for (int sig = 1; sig < RT_TRAP_SLOTS; sig++)
		any |= (uintptr_t)sh->traps[sig];
	if (!any)
		return true;
	for (int sig = 1; sig < RT_TRAP_SLOTS; sig++)
		if (sh->traps[sig] && (sig >= RT_TRAP_DEBUG || *sh->traps[sig]))
			return false;
	return true;
}

/* ( prog args ): a forked subshell execs the program in its own place,
 * which costs the one fork a spawn from here would too, and keeps the
 * process the subshell (its pid, its report when a signal kills it). */
static bool execs_in_place(struct shell *sh, const struct node *body)
{
	if (!body || body->next || body->kind != N_SIMPLE)
		return false;
	const char *name = rt_cmd_literal_name(body);
	if (!name)
		return false;
	struct cmd_lookup cl;
	rt_cmd_lookup(sh, name, CL_NOCACHE, &cl);
	bool prog = cl.kind == CMD_EXTERNAL;
	rt_cmd_lookup_free(&cl);
	return prog;
}

bool rt_vsub_plan(struct shell *sh, const struct node *body, bool cmdsub,
		  unsigned *needs)
{
	*needs = 0;
	if (!plan_state_ok(sh, cmdsub) ||
	    (!cmdsub && !sh->out_capture && execs_in_place(sh, body)))
		return false;
	struct walk w = { .sh = sh, .capture = cmdsub || sh->out_capture };
	bool ok = walk_list(&w, body);
	VEC_FREE(w.funcs);
	*needs = w.needs;
	return ok;
}

/* ------------------------------------------------------------ the log */

void rt_vsub_note(struct shell *sh, struct var *v)
{
	struct rt_vsub *vs = sh->vsub;
	if (v->flags & VF_ELEM)
		return; /* a proxy: its array's cell is logged */
	struct rt_var_copy c;
	rt_var_copy_take(sh, v, &c);
	v->vsub_mark = (unsigned)sh->vsub_depth;
	VEC_PUSH(vs->log, c);
	if (!strcmp(v->name, "PATH"))
		rt_vsub_hash_touch(sh);
	else if (!vs->arg0_saved && !strcmp(v->name, "BASH_ARGV0")) {
		vs->arg0_saved = true;
		vs->arg0 = sh->arg0 ? xstrdup(sh->arg0) : NULL;
	}
}

void rt_vsub_hash_touch(struct shell *sh)
{
	struct rt_vsub *vs = sh->vsub;
	if (!vs || vs->hash_saved)
		return;
	vs->hash_saved = true;
	vs->hash = sh->cmdhash;
	memset(&sh->cmdhash, 0, sizeof sh->cmdhash);
	for (size_t i = 0; i < vs->hash.cap; i++)
		if (strmap_live(&vs->hash.tab[i]))
			strmap_put(&sh->cmdhash, vs->hash.tab[i].key,
				   xstrdup(vs->hash.tab[i].val));
}

static void log_replay(struct shell *sh, struct rt_vsub *vs)
{
	rt_var_scope_trim(sh, &vs->scope);
	for (size_t i = vs->log.n; i-- > 0;)
		rt_var_copy_put(sh, &vs->log.v[i]);
	VEC_FREE(vs->log);
	if (vs->hash_saved) {
		rt_hash_clear(sh);
		sh->cmdhash = vs->hash;
	}
	if (vs->arg0_saved) {
		free(sh->arg0);
		sh->arg0 = vs->arg0;
	}
}

/* ------------------------------------------------------------- running */

/* The state saved whole at entry. */
struct vsub_state {
	unsigned opts;
	uint64_t shopts;
	int lineno, skip_count, exit_status, return_prev;
	enum skip skip;
	const struct node *cur_cmd;
	char *lastarg; /* a copy, or NULL */
	struct rt_pipestatus_save pstat;
	uint64_t random_state;
	int64_t seconds_base, seconds_set;
	int getopts_pos, getopts_optind;
	int subshell_level, cmdsub_depth, loop_depth, func_depth;
	bool in_subshell, in_cmdsub, out_lost;
	enum jit_mode jit_mode;
	char *exit_trap;
	struct strbuf *capture;
	struct rt_params params; /* VSUB_PARAMS: kept (var.h) */
	int cwd;                 /* VSUB_CWD: the old cwd, or -1 */
	mode_t umask;            /* VSUB_UMASK */
};

static void state_save(struct shell *sh, struct vsub_state *s, unsigned needs)
{
	memset(s, 0, sizeof *s);
	s->opts = sh->opts;
	s->shopts = sh->shopts;
	s->lineno = sh->lineno;
	s->skip = sh->skip;
	s->skip_count = sh->skip_count;
	s->exit_status = sh->exit_status;
	s->return_prev = sh->return_prev;
	s->cur_cmd = sh->cur_cmd;
	s->lastarg = sh->lastarg ? xstrdup(sh->lastarg) : NULL;
	rt_var_pipestatus_save(sh, &s->pstat);
	s->random_state = sh->random_state;
	s->seconds_base = sh->seconds_base;
	s->seconds_set = sh->seconds_set;
	s->getopts_pos = sh->getopts_pos;
	s->getopts_optind = sh->getopts_optind;
	s->subshell_level = sh->subshell_level;
	s->cmdsub_depth = sh->cmdsub_depth;
	s->loop_depth = sh->loop_depth;
	s->func_depth = sh->func_depth;
	s->in_subshell = sh->in_subshell;
	s->in_cmdsub = sh->in_cmdsub;
	s->out_lost = sh->out_lost;
	s->jit_mode = sh->jit.mode;
	s->exit_trap = sh->traps[0];
	s->capture = sh->out_capture;
	if (needs & VSUB_PARAMS)
		s->params = rt_params_keep(&sh->params);
	if (needs & VSUB_UMASK) {
		s->umask = umask(022);
		umask(s->umask);
	}
}

static void state_restore(struct shell *sh, struct vsub_state *s,
			  unsigned needs)
{
	if (sh->opts != s->opts || sh->shopts != s->shopts)
		sh->environ_dirty = true; /* SHELLOPTS, BASHOPTS */
	sh->opts = s->opts;
	sh->shopts = s->shopts;
	sh->lineno = s->lineno;
	sh->skip = s->skip;
	sh->skip_count = s->skip_count;
	sh->exit_status = s->exit_status;
	sh->return_prev = s->return_prev;
	sh->cur_cmd = s->cur_cmd;
	free(sh->lastarg_own);
	sh->lastarg = sh->lastarg_own = s->lastarg;
	rt_var_pipestatus_restore(sh, &s->pstat);
	/* FUNCNAME & co. built inside were undone with the other cells:
	 * built again when next read */
	sh->cs->dirty = true;
	sh->random_state = s->random_state;
	sh->seconds_base = s->seconds_base;
	sh->seconds_set = s->seconds_set;
	sh->getopts_pos = s->getopts_pos;
	sh->getopts_optind = s->getopts_optind;
	sh->subshell_level = s->subshell_level;
	sh->cmdsub_depth = s->cmdsub_depth;
	sh->loop_depth = s->loop_depth;
	sh->func_depth = s->func_depth;
	sh->in_subshell = s->in_subshell;
	sh->in_cmdsub = s->in_cmdsub;
	sh->out_lost = s->out_lost;
	sh->jit.mode = s->jit_mode;
	sh->traps[0] = s->exit_trap;
	sh->out_capture = s->capture;
	if (needs & VSUB_PARAMS) {
		rt_params_drop(&sh->params);
		sh->params = s->params;
	}
	if (s->cwd >= 0) {
		if (fchdir(s->cwd) < 0)
			rt_err(sh, "cd: cannot return to the directory: %s",
			       strerror(errno));
		close(s->cwd);
	}
	if (needs & VSUB_UMASK)
		umask(s->umask);
}

void rt_vsub_broken_pipe(struct shell *sh)
{
	sh->vsub_pipe_dead = true;
	sh->exit_status = sh->status = 128 + SIGPIPE;
	sh->skip = SKIP_EXIT;
}

/* A forked subshell writing to a pipe nobody reads dies of SIGPIPE; the
 * shell must not.  So SIGPIPE is blocked while the outermost virtual
 * subshell runs, and a write that fails with EPIPE ends the subshell
 * instead (rt_vsub_broken_pipe, from output.c), silently and with status
 * 141 as the signal would.  Forked children unblock it (rt_fork);
 * spawned programs start with an empty mask.  Not when SIGPIPE is
 * ignored or trapped: a forked subshell would then see EPIPE too. */
static bool sigpipe_block(struct shell *sh)
{
	if (sh->vsub_sigpipe || !rt_trap_sig_default(sh, SIGPIPE))
		return false;
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGPIPE);
	sigprocmask(SIG_BLOCK, &set, NULL);
	sh->vsub_sigpipe = true;
	return true;
}

static void sigpipe_unblock(struct shell *sh)
{
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGPIPE);
	if (sh->vsub_pipe_broke) { /* the signal the failed write raised */
		struct timespec now = { 0, 0 };
		while (sigtimedwait(&set, NULL, &now) == SIGPIPE)
			;
	}
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	sh->vsub_sigpipe = sh->vsub_pipe_broke = false;
}

int rt_vsub_run(struct shell *sh, const struct node *body, unsigned needs,
		struct strbuf *capture, bool cmdsub)
{
	int cwd = -1;
	if ((needs & VSUB_CWD) &&
	    (cwd = open(".", O_PATH | O_DIRECTORY | O_CLOEXEC)) < 0)
		return -1; /* nowhere to come back to: the caller forks */
	bool blocked = sigpipe_block(sh);
	struct vsub_state st;
	state_save(sh, &st, needs);
	st.cwd = cwd;
	struct rt_vsub vs = { .outer = sh->vsub };
	rt_var_scope_mark(sh, &vs.scope);
	int scope_base = sh->vsub_scope_base;
	sh->vsub = &vs;
	sh->vsub_depth++;
	sh->vsub_scope_base = sh->scope_depth;

	/* what rt_fork and the child's set-up would change */
	sh->in_subshell = true;
	sh->jit.mode = JIT_OFF;
	sh->traps[0] = NULL; /* the EXIT trap is not inherited */
	sh->skip = SKIP_NONE;
	sh->random_state = 0; /* reseeded, as in a child */
	sh->out_capture = capture;
	if (cmdsub) {
		sh->in_cmdsub = true;
		sh->cmdsub_depth++;
		if (!(sh->shopts & SHOPT_INHERIT_ERREXIT) &&
		    (sh->opts & OPT_ERREXIT)) {
			sh->opts &= ~OPT_ERREXIT;
			sh->environ_dirty = true;
		}
	}
	if (!(needs & VSUB_SAME_LEVEL))
		rt_subshell_level_up(sh);

	rt_eval_list(sh, body, 0);
	int status = rt_final_status(sh);
	/* as the forked subshell's exit would (rt_child_exit) */
	if (!sh->out_capture && rt_out_flush(sh, 1) < 0) {
		rt_err(sh, "write error: %s", strerror(errno));
		if (!status)
			status = 1;
	}
	bool broke = sh->vsub_pipe_dead;
	if (broke) {
		status = 128 + SIGPIPE;
		sh->vsub_pipe_dead = false;
		sh->vsub_pipe_broke = true;
	}
	if (blocked)
		sigpipe_unblock(sh);

	log_replay(sh, &vs);
	sh->vsub_scope_base = scope_base;
	sh->vsub_depth--;
	sh->vsub = vs.outer;
	state_restore(sh, &st, needs);
	return status;
}
