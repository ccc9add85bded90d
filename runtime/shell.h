/*
 * shell.h - the state of one shell (struct shell) and its life cycle
 * (shell.c).  Each runtime module declares its own interface in a header
 * of its own: options.h, var.h, arith.h, expand.h, pattern.h, passwd.h,
 * exec.h (the evaluator), assign.h, redir.h, output.h, error.h, trap.h,
 * jobs.h, builtins/table.h and builtins/alias.h; rt.h is what compiled
 * code may touch.
 *
 * Invariants:
 *  - There is one struct shell per process; subshells are forked copies.
 *    Signal handlers touch only the volatile sig_atomic_t flags in trap.c.
 *  - Errors never longjmp.  A function that fails prints its message with
 *    rt_err() and returns -1 (or a non-zero status); control flow that must
 *    unwind (break, continue, return, exit, a fatal error in a
 *    non-interactive shell) is requested by setting sh->skip, and every
 *    loop in the evaluator stops as soon as sh->skip != SKIP_NONE.
 *  - Variable cells (struct var) have stable addresses for the life of the
 *    shell: unset marks a cell unset, `local` saves and restores a cell's
 *    contents in place.  sh->var_epoch changes whenever a cell's flags
 *    (unset, readonly, export, scope) change; compiled code re-checks it.
 *  - Builtins write standard output and standard error through
 *    rt_out_write()/rt_outf() (output.c); anything that lets another process
 *    or a new descriptor observe fd 1 calls rt_out_flush_all() first.
 */
#ifndef QUIRL_SHELL_H
#define QUIRL_SHELL_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "../frontend/arena.h"
#include "../frontend/ast.h"
#include "util.h"

struct shell;
struct builtin;
struct func;
struct job;
struct rt_comptab;
struct var;
struct arith_cache;
struct rx_cache;
struct jit_prof;

/* --------------------------------------------------------------- the shell */

enum skip {
	SKIP_NONE,
	SKIP_BREAK, /* skip_count more loop levels to leave */
	SKIP_CONTINUE,
	SKIP_RETURN,
	SKIP_EXIT,  /* unwind everything; exit with sh->exit_status */
	SKIP_ABORT, /* interactive: abandon the command line (errors) */
};

/*
 * The JIT tier's state in the shell, all of it (sh->jit).  Zeroed, it is a
 * JIT that is off; jit_init (jit/jit.c) reads the controls.  The fields
 * that compiled code reads and writes itself (gen, aerr) are declared for
 * it in runtime/rt.h, with the rest of what it may touch.
 */
enum jit_mode { JIT_OFF, JIT_ON, JIT_ALWAYS };

struct jit_state {
	/* Bumped whenever an assumption of compiled code may break: functions
	 * (re)defined or unset, options changed by set, traps set, IFS
	 * assigned.  Compiled fast paths compare it with the value they were
	 * compiled under and fall back to the interpreter otherwise; the
	 * interpreter's command lookup cache (eval.c) relies on it too. */
	unsigned gen;
	bool ifs_numeric; /* rt_ifs_numeric() as of the last IFS bump */
	int aerr; /* set by rt.h helpers in soft/probe arithmetic mode */
	/* scratch of rt_jit_echo and rt_jit_case: no shell code runs in this
	 * process while they are in use (a command substitution in a case
	 * pattern runs in a child) */
	struct strbuf line, tmp;
	/* rt_jit_call's vector for the fields of a call's arguments, kept
	 * for the next call; busy while it expands into it (a call in a
	 * command substitution there takes a vector of its own) */
	struct strvec call_words;
	bool call_busy;
	/* a `for` loop handed to its region in mid-run (rt_jit_for_resume):
	 * the iterator the region's rt_jit_for_begin takes over */
	void *for_iter;
	const struct node *for_node;

	/* controls (jit/jit.c, jit_init) */
	enum jit_mode mode;
	unsigned threshold;
	bool log;
	int dump;     /* 0, 'q' (QIR) or 'c' (generated C) */
	int backend;  /* enum jit_backend (jit/backend.h) */
	bool promote; /* QUIRL_JIT_PROMOTE=1: every region at tier 2 */
	/* QUIRL_JIT_TIER2: back-edges (and calls) of a tier-1 region before
	 * it is recompiled at tier 2; 0: never */
	long long tier2;
	/* QUIRL_JIT_LOG=summary: statement counts of every region compiled
	 * (jit/jit.c), printed at exit by the process that started (pid) */
	bool summary;
	int summary_pid;
	VEC(struct jit_prof *) profs;
	/* counters for `jit stats` */
	unsigned long regions, failures, entries, tier2_compiles;
	unsigned long bailouts; /* native statements whose guard failed */
	unsigned long long compile_ns;
	unsigned seq;
};

struct var_scope;
struct xbuf;
struct rd_input;
struct outbuf {
	char *buf;
	size_t len, cap;
	size_t done; /* written so far by a flush under way (rt_out_rescue) */
};

/* A list of words: the positional parameters, and the words a `for` or
 * `select` loop runs over (var.c rt_params_*).  v[0..n) are the words and
 * v[n] is NULL (v is NULL when n is 0).  An owned list is one block
 * (struct rt_pblock) holding the pointers and the strings, counted by
 * references, so a loop or a virtual subshell keeps the list it saw while
 * `set --` replaces it; `shift` moves v, the block stays.  With blk NULL
 * the list is borrowed: a function call's parameters are the caller's
 * expanded arguments, which live until the call returns, so whatever
 * keeps that list (a loop, a subshell, a nested call's saved list) ends
 * first and copies nothing. */
struct rt_pblock;
struct rt_params {
	char **v;
	size_t n;
	struct rt_pblock *blk; /* NULL: borrowed (or empty) */
};

/* Indices of the running builtin's arguments that were written as
 * compound assignments NAME=(...) (operands of declaration utilities,
 * bash's grammar): set by the evaluator around the call (eval.c). */
struct rt_compound_args {
	int *v;
	size_t n, cap;
};

struct shell {
	/* variables (var.c) */
	struct strmap vars; /* name -> struct var * */
	unsigned var_epoch;
	struct var_scope *scope;       /* innermost scope, NULL at top level */
	struct var_scope *scope_spare; /* popped scopes kept for reuse */
	unsigned scope_nspare;
	int scope_depth;
	char **environ_cache;
	bool environ_dirty;
	struct strvec env_invalid; /* imported "NAME=..." with bad names */
	/* expansion's work buffers (expand.c), reset and kept for the next
	 * expansion rather than freed: a stack, as expansions nest */
	VEC(struct xbuf *) xbufs;
	/* temporaries of the command under way (operands, patterns, values
	 * being operated on), released to a mark by whoever took it */
	struct stk stk;
	/* the input buffer of `read` and `mapfile`, kept between calls */
	struct rd_input *read_spare;
	/* the list of a compound value's fields (assign.c), kept empty
	 * between compound assignments */
	struct strvec compound_fields;

	/* functions, aliases, command hash */
	struct strmap funcs;   /* name -> struct func * */
	struct strmap aliases; /* name -> malloc'ed value */
	/* enable -n: one flag per rt_builtins entry (NULL: all enabled) */
	unsigned char *bi_disabled;
	struct strmap cmdhash; /* name -> malloc'ed path */

	/* positional parameters: $0 and $1..$N (struct rt_params) */
	char *arg0;
	struct rt_params params;

	/* special parameters */
	int status; /* $? */
	pid_t last_bg;
	pid_t pid; /* $$ */
	pid_t ppid;
	unsigned opts;
	int lineno; /* line of the command being run */

	/* control flow */
	enum skip skip;
	int skip_count;
	int exit_status;
	int loop_depth;
	int func_depth;
	int eval_depth; /* eval/./trap nesting */
	bool in_subshell;
	/* running the commands of a -c string with no subshell environment
	 * in between (a simple command forked for a pipeline or & keeps
	 * it): there bash exits 127 for an expansion error (error.c) */
	bool cmdstr_top;
	/* in a command substitution's child (or waiting for it): a job
	 * killed by a signal is not reported there, as in bash */
	bool in_cmdsub;
	bool jobs_notify; /* a script has background jobs to report on */
	int cmdsub_depth; /* nesting of command substitutions (set -x) */
	int errexit_off;  /* > 0 inside an if/while condition, && || lhs, ! */
	/* `!` pipelines running, and how many of them were running when
	 * the innermost function was called: ERR fires where errexit_off
	 * equals bang_base (trap.h) */
	int bang_depth, bang_base;
	bool in_trap;
	bool in_exit_trap; /* `exit` there keeps sh->exit_status (bash) */
	/* ERR traps of callers set aside in functions without errtrace:
	 * one runs when the call fails, naming its last command (trap.c) */
	int err_stashed;
	bool in_debug_trap; /* the DEBUG trap's action runs (trap.c) */
	int sig_trap_depth; /* signal trap actions running, nested (trap.c) */
	/* while a trap action runs (trap.c): $? before it, which `return`
	 * without a number returns there (bash, dash; bash also in the
	 * functions the action calls) */
	int trap_prev_status;
	/* the simple command being run, for BASH_COMMAND (trap.c); NULL
	 * once the code it belongs to may be freed */
	const struct node *cur_cmd;
	/* a simple command that a pipeline runs as an element in a process
	 * or subshell of its own (eval.c): the shell ran its DEBUG trap, and
	 * its failure is the pipeline's (ERR), as bash has it */
	const struct node *pipe_elem;
	/* a foreground job killed by a signal (jobs.c): the command the
	 * report names when it is not cur_cmd (a subshell), and, while a
	 * simple command's own redirections are in place, the report kept
	 * for after they are undone (bash makes them in the child) */
	const struct node *report_cmd;
	int report_top; /* the line where the top-level command ends */
	bool report_defer;
	struct strbuf report;
	int return_prev; /* $? when `return` ran: the RETURN trap's $? */

	/* traps (trap.c): NSIG signals plus EXIT at index 0, then DEBUG,
	 * ERR and RETURN (trap.h) */
	char *traps[68];
	bool trap_ignored_on_entry[65]; /* valid where trap_entry_known */
	uint64_t trap_entry_known;      /* bit sig-1: entry state known */
	/* bit sig-1: SIGINT or SIGQUIT in an asynchronous list without job
	 * control, ignored while it has no trap (but a trap may be set) */
	uint64_t trap_async_ignored;

	/* output.c */
	struct outbuf out[3];
	bool out_lost; /* buffered stdout failed in an implicit flush */
	/* cmdsub.c: while a command substitution runs in this process, what
	 * builtins write to fd 1 is appended here instead (rt_out_write) */
	struct strbuf *out_capture;
	/* vsub.c: the innermost virtual subshell running (NULL: none), how
	 * many are nested, and the variable scope depth where it began (0:
	 * none); QUIRL_VSUBSHELL=off at start-up sets vsub_off.
	 * vsub_sigpipe: SIGPIPE is blocked while one runs (a write to a
	 * closed pipe ends the subshell, not the shell: rt_vsub_broken_pipe,
	 * which sets vsub_pipe_dead: its output is dropped until it ends;
	 * vsub_pipe_broke: one did, SIGPIPE is pending) */
	struct rt_vsub *vsub;
	int vsub_depth, vsub_scope_base;
	bool vsub_off, vsub_sigpipe, vsub_pipe_dead, vsub_pipe_broke;

	/* jobs.c */
	struct job *jobs;
	struct job *job_spare; /* a finished job's record, for the next */

	/* interactive front end */
	/* bind (builtins/bind.c): the bindings made with bind, four strings
	 * each, and the readline variables set, name then value */
	struct strvec binds;
	struct strvec bind_vars;
	bool interactive;
	bool login;

	/* getopts state */
	int getopts_pos;
	int getopts_optind;

	/* evaluator bookkeeping (eval.c, exec.c) */
	struct arena *cur_arena; /* arena of the code being run (funcdefs) */
	unsigned cmdsub_count;   /* bumped by every command substitution */
	const struct rt_compound_args *compound_args; /* NULL: none */
	int nofatal;    /* > 0: special builtin errors do not exit
				    (under `command`) */
	char *self_exe; /* path of this quirl binary (ENOEXEC) */
	int dot_depth;  /* '.' scripts being run (return) */
	/* files sourced (startup files, '.'), PROMPT_COMMAND and the script
	 * of `quirl -i FILE` running: text that bash reads as a
	 * non-interactive shell would, so that `exit` there says nothing
	 * (rt_exit_notice), `cmd &` prints no job number, and a syntax
	 * error names its line and ends the text (rt_err_syntax) */
	int nonint_depth;
	/* `quirl -i FILE` is reading FILE: bash's interactive shell that
	 * is not reading commands interactively prints no job notices */
	bool reading_file;
	unsigned long ncommands; /* complete commands run by run_parser */
	/* the prompt's \#: the number of the command being run or read
	 * next from a script or the terminal (1 for the first; 0 under -c,
	 * as in bash); bumped after each one (shell.c, interactive.c) */
	unsigned long cmd_number;
	const char *shell_name; /* argv[0] of the shell (the prompt's \s) */

	struct var *ifs_cell; /* rt_ifs: found at first use, never moves */
	/* FUNCNEST, as ifs_cell (exec.c) */
	struct var *funcnest_cell;
	/* rt_split_begin: each byte's class in the IFS of ifs_key (built
	 * again when IFS differs; ifs_key "" with ifs_built false: none) */
	unsigned char ifs_cls[256];
	char ifs_key[16];
	bool ifs_built;
	/* ... and, in a UTF-8 locale, IFS's characters that start with a
	 * byte >= 0x80, each followed by a NUL (mb.h) */
	struct strbuf ifs_wide;
	struct arith_cache *arith_cache; /* arith.c: trees of run-time text */
	struct rx_cache *rx_cache; /* ext_eval.c: compiled [[ =~ ]] EREs */
	/* the command whose arithmetic runs ("((", "let", "[[", "declare"),
	 * named first in arithmetic error messages as bash does; or NULL */
	const char *arith_who;
	struct jit_state jit; /* everything of the JIT tier (see above) */

	/* hooks for the interactive front end (frontend/) */
	bool at_command_start; /* next line read starts a new command */
	void (*before_command)(struct shell *sh);
	/* a SIGHUP is about to kill the interactive shell: save what a
	 * normal exit saves (the history file), as bash does */
	void (*at_hangup)(struct shell *sh);

	/* job control (jobs.c, trap.c).  jc holds the terminal and the job
	 * numbering once job control has started (NULL before);
	 * job_control is true while it is active, that is while the shell
	 * leads its own process group, owns the terminal and ignores
	 * SIGTSTP, SIGTTIN and SIGTTOU.  fork_job is the job that the next
	 * rt_fork children join (eval_pipe, eval_bg); NULL for other forks. */
	struct jobctl *jc;
	bool job_control;
	struct job *fork_job;
	/* traps (trap.c): in a subshell that has not set a trap yet, the
	 * parent's actions (65 entries), which `trap` lists as POSIX asks
	 * ("$(trap)" shows the parent's traps); NULL otherwise. */
	char **trap_parent;

	/* bash/ksh extensions (var.c, expand.c, builtins/declare.c) */
	struct strmap elem_cells; /* "a[sub]" -> proxy struct var * */
	/* RANDOM's generator; 0: seed at the next read (start-up, and each
	 * subshell, forked or virtual, as bash reseeds in a child) */
	uint64_t random_state;
	unsigned random_seeds; /* seeds taken, mixed into the next */
	/* SECONDS is seconds_set plus the whole seconds since seconds_base
	 * (in us), wrapping around as bash's does */
	int64_t seconds_base, seconds_set;
	/* when the shell started (printf %(fmt)T -2, a bare `time`) */
	int64_t start_us;
	/* the coprocess (bash allows one at a time; ext_eval.c): its pid
	 * (0: none), its array's name and the shell's ends of its pipes,
	 * [0] reading its output, [1] writing its input (-1: closed) */
	struct {
		pid_t pid;
		char *name;
		int fd[2];
	} coproc;
	uint64_t shopts; /* SHOPT_* (options.h) */
	/* the shell's ends of open process substitutions (procsub.c) */
	VEC(int) procsub_fds;
	struct rt_callstack *cs; /* callstack.h */
	/* $_ and PIPESTATUS, kept here by every command and copied into
	 * their cells (VF_LAZY) only when read (var.c rt_var_lazy_sync).
	 * lastarg is $_: NULL until the first command, else lastarg_own
	 * (malloc'ed, often the last word itself, taken over from the
	 * command's words) or a string that lives as long as the shell
	 * (compiled code stores such pointers).  PIPESTATUS has pstat_n statuses: pstat1
	 * when pstat_n is 1, else pstat_v's; pstat_n 0: never set. */
	const char *lastarg;
	char *lastarg_own;
	char *env_underscore; /* environ_cache[0]: "_=" PATH of the
				 program being started (rt_var_exec_env) */
	int pstat1, pstat_n;
	VEC(int) pstat_v;
	int subshell_level; /* BASH_SUBSHELL: forks since the shell began */
	/* programmable completion (builtins/complete.c): the compspecs by
	 * command name, and the copy of the compspec a completion function
	 * runs for (compopt changes it; NULL outside completion) */
	struct rt_comptab *compspecs;
	struct rt_compspec *comp_cur;
};

void rt_shell_init(struct shell *sh, int argc, char **argv, char **envp);
/* The variables bash sets that scripts read, for a shell that does not
 * start in posix mode: BASH_VERSION, BASH_VERSINFO (the bash release
 * Quirl follows, runtime/version.h), OSTYPE, HOSTTYPE, MACHTYPE. */
void rt_shell_bash_vars(struct shell *sh);
/* PATH when the environment had none, after the options are read: bash's
 * default outside posix mode, dash's in it. */
void rt_shell_default_path(struct shell *sh);
/* The hooks of the parsers the shell runs (ctx: SH): its aliases (with
 * shopt expand_aliases), extglob, set -o posix, UTF-8 $'\u', and
 * warnings reported as its errors are. */
struct parser_hooks;
void rt_parser_hooks(struct shell *sh, struct parser_hooks *hooks);
void rt_shell_free(struct shell *sh);
/* Exits the process: flush output, run the EXIT trap, free, exit. */
void rt_shell_exit(struct shell *sh, int status) __attribute__((noreturn));

#endif
