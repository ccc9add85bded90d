/*
 * exec.h - the evaluator: eval.c (walking the tree), exec.c (processes,
 * command search, functions), shell.c (main loops, eval and `.`),
 * cmdsub.c and ext_eval.c.
 *
 * Invariants:
 *  - There is one simple-command evaluator (eval.c); compiled code calls
 *    into it rather than repeating its rules.
 *  - Control flow that must unwind (break, continue, return, exit, a fatal
 *    error) is requested by setting sh->skip; every loop here stops as
 *    soon as sh->skip != SKIP_NONE.
 */
#ifndef QUIRL_EXEC_H
#define QUIRL_EXEC_H

#include "shell.h"
#include "options.h"
#include "trap.h"

enum eval_flags {
	/* The process exits right after this node (forked subshell, command
	 * substitution, last command of -c): an external command may replace
	 * the process instead of forking again. */
	EV_EXIT = 1u << 0,
	/* A simple command run as a pipeline's element (sh->pipe_elem): no
	 * DEBUG or ERR trap of its own. */
	EV_PIPE_ELEM = 1u << 1,
};

int rt_eval_node(struct shell *sh, const struct node *n, unsigned flags);
/* Simple command N without command words (only assignments, and
 * redirections), as eval.c runs it once it found that out: for compiled
 * code, which has checked what eval_simple checks before (no DEBUG trap,
 * no set -k). */
int rt_eval_assign_cmd(struct shell *sh, const struct node *n);
/* After a loop body or condition with sh->skip set: consumes a break or
 * continue meant for this loop (false: continue the loop) or returns true
 * when the loop must stop (its own break, or a skip for outer levels). */
bool rt_loop_skip(struct shell *sh);
/* Leaves a loop (loop_depth): $? is STATUS, the last body's, unless a
 * skip that set $? itself is taking the shell out (an abort by Ctrl-C or
 * an error, return or exit in the condition or in a trap action run at
 * the loop's edge).  Returns $?. */
int rt_loop_leave(struct shell *sh, int status);
/* After a while/until condition left with sh->skip set, before
 * rt_loop_skip: the loop's status (STATUS, that of its last body, or $?
 * when return, exit or an abandoned line leaves it); a `continue' of this
 * loop becomes a break in an until loop (UNTIL), as in bash.  Compiled
 * loops call it too. */
int rt_loop_cond_skip(struct shell *sh, bool until, int status);
/* break/continue N (N >= 1; KIND SKIP_BREAK or SKIP_CONTINUE), as the
 * builtins do after reading N (builtins/control.c): outside a loop a
 * message, else the unwinding is requested with N clamped to the loop
 * depth.  Returns the status (0).  Compiled loops call it too. */
int rt_loop_control(struct shell *sh, enum skip kind, int64_t n);
/* case: expands N's subject (leaves $? alone, for the branch to see; -1
 * after an error, consequence applied), and tests one item's patterns
 * against it (1 match, 0 none, -1 after an expansion error).  Shared by
 * eval.c and the JIT. */
int rt_case_subject(struct shell *sh, const struct node *n, char **subject);
/* Whether for or select loop N's variable is a name; if not, reports it
 * with bash's words and sets the status (1). */
bool rt_for_var_ok(struct shell *sh, const struct node *n);
/* The words a for loop N iterates over (its list expanded, or "$@"), a
 * list the caller drops (rt_params_drop); -1 after an expansion error or
 * a variable that is no name, with its consequence applied. */
int rt_for_words(struct shell *sh, const struct node *n,
		 struct rt_params *words);
/* Before an iteration of for loop N (its head at its line): its set -x
 * line and the DEBUG trap; true when the iteration is skipped
 * (rt_trap_debug).  Both tiers call it, and only while a DEBUG trap is
 * set or set -x is on (rt_for_head_hooks). */
bool rt_for_debug(struct shell *sh, const struct node *n);
static inline bool rt_for_head_hooks(const struct shell *sh)
{
	return sh->traps[RT_TRAP_DEBUG] || (sh->opts & OPT_XTRACE);
}
/* 1 when a pattern of IT matches SUBJECT (LEN bytes), 0 when none does,
 * -1 after a pattern's expansion error (its consequence applied). */
int rt_case_item_match(struct shell *sh, const struct case_item *it,
		       const char *subject, size_t len, struct strbuf *scratch);
int rt_eval_list(struct shell *sh, const struct node *list, unsigned flags);

/* In a new subshell environment: BASH_SUBSHELL one higher (bash mode).
 * Bash counts ( ... ), command and process substitutions, asynchronous
 * lists and compound pipeline elements, not a simple command that a
 * pipeline forks, and a ( ... ) that already has a process of its own
 * (an element, an asynchronous list) only once. */
void rt_subshell_level_up(struct shell *sh);

/* Forks with the subshell set-up done in the child (output flushed before,
 * traps reset, job table cleared).  Returns the pid, 0 in the child, -1 on
 * error (message printed). */
pid_t rt_fork(struct shell *sh);
/* Ends a forked child: EXIT trap, flush, _exit. */
void rt_child_exit(struct shell *sh, int status) __attribute__((noreturn));
/* The status a shell (or subshell) ends with once everything unwound:
 * exit's status after `exit`, else $?. */
static inline int rt_final_status(const struct shell *sh)
{
	return sh->skip == SKIP_EXIT ? sh->exit_status : sh->status;
}
/* Waits for a foreground child and returns its shell status. */
int rt_wait_fg(struct shell *sh, pid_t pid);
/* Converts a wait status to a shell status (128+N for signal N). */
int rt_wait_status(int wstatus);

/* Runs an external command at PATH (already looked up) and returns its
 * status; with EV_EXIT replaces the process. */
int rt_run_external(struct shell *sh, const char *path, char **argv,
		    unsigned flags);
/* Around work done in the shell for a subshell that was not forked: what
 * the subshell's errors would change (sh->skip, exit status, line
 * number) is put back, and no error is fatal meanwhile (sh->nofatal). */
struct nofork_save {
	int lineno, exit_status;
	enum skip skip;
};
void rt_nofork_begin(struct shell *sh, const struct node *n,
		     struct nofork_save *save);
void rt_nofork_end(struct shell *sh, const struct nofork_save *save);
/* The name of simple command N when it is a literal word, one that
 * expands to itself (rt_word_literal); else NULL. */
const char *rt_cmd_literal_name(const struct node *n);
/* Whether simple command N has arguments that set -k (on in SH) turns
 * into assignments: the fast paths decline such a command and leave it to
 * the evaluator, which moves them (eval.c). */
bool rt_cmd_keyword(const struct shell *sh, const struct node *n);
/* Starts simple command N as a program without forking the shell, when
 * the subshell that would run it could not tell: N's words and
 * redirection targets expand without side effects (rt_word_pure), its
 * redirections open no file (only here-documents and fd duplications),
 * it has no prefix assignments, set -x is off, and its name is found as
 * a program (without adding to the PATH hash).  Fds IN and
 * OUT (when >= 0) become its 0 and 1, then its redirections apply, all in
 * the shell's table (redir.h) while the program is spawned; no job
 * control.  Returns -1, nothing done, when N does not qualify (the
 * caller forks); else 0 with *pid to wait for, or a failure's status
 * (1 redirection, 2 expansion, 126/127 spawn) after its message. */
int rt_spawn_simple(struct shell *sh, const struct node *n, int in, int out,
		    pid_t *pid);
/* Runs a function with argv[1]... as its positional parameters, which
 * it borrows (shell.h, struct rt_params): ARGV stays the caller's, to be
 * freed after the call. */
int rt_call_function(struct shell *sh, struct func *f, char **argv);
/* The same with a strvec (argv->v[0] the name). */
int rt_call_function_sv(struct shell *sh, struct func *f, struct strvec *argv);
/* The same, PARAMS becoming $1... for the call (a list it takes: dropped
 * on return; a borrowed one must live until then); NAME is the command
 * name, for messages. */
int rt_call_function_params(struct shell *sh, struct func *f, const char *name,
			    struct rt_params params);
/* Runs a builtin; handles the nofatal accounting for non-special use. */
int rt_call_builtin(struct shell *sh, const struct builtin *bi, int argc,
		    char **argv);
/* Flushes fd 1 after a builtin whose output was redirected; a write error
 * becomes "NAME: write error: ..." and status 1. */
int rt_builtin_flush(struct shell *sh, const char *name, int status);
/* The value of PS4 (or another prompt variable NAME) decoded and
 * expanded as a prompt (fe_prompt_expand); "" when unset. */
char *rt_prompt_expand(struct shell *sh, const char *name);
/* set -x: prints each of ASSIGNS (already quoted) and then the words of
 * ARGV (quoted here), each on a line of its own after PS4, to stderr. */
void rt_xtrace(struct shell *sh, char **argv, const struct strvec *assigns);
/* set -x: one trace line of TEXT as it is ((( )) and [[ ]] traces). */
void rt_xtrace_text(struct shell *sh, const char *text);
/* set -x: the head of compound command N as written (`for i in a "b c"`,
 * `case $x in`, `select s in a b`), as bash traces it before its DEBUG
 * trap. */
void rt_xtrace_head(struct shell *sh, const struct node *n);
/* The descriptor a BASH_XTRACEFD value VAL names, or -1 when VAL is not
 * the number of an open descriptor. */
int rt_xtrace_fd_of(const char *val);

/* Runs a -c string at top level (no eval nesting). */
int rt_run_string(struct shell *sh, const char *text, size_t len);

/* Parses and runs commands from P until end of input (or exit).  Before
 * each command it sets sh->at_command_start and calls sh->before_command
 * (the interactive front end prints job notices there).  A syntax error
 * prints its message; an interactive shell then calls parser_recover and
 * goes on, a non-interactive one returns false (the caller exits with 2). */
struct parser;
bool rt_run_commands(struct shell *sh, struct parser *p);
/* Prints the syntax error P stopped at (WHERE as for rt_err_syntax) and
 * sets the status it leaves: 2, or for a [[ ]] error the last status
 * (bash).  Returns the status a script that stops there exits with. */
int rt_parse_error(struct shell *sh, struct parser *p, const char *where);

void rt_func_free_all(struct shell *sh);
void rt_jobs_free(struct shell *sh);

/* ------------------------------------------------ running code and commands */

/* eval.c / exec.c / redir.c */
/* Parses and runs a string (eval, trap actions, PROMPT_COMMAND). */
int rt_eval_string(struct shell *sh, const char *text, size_t len);
/* The same, with WHERE ("eval", "exit trap") naming the text in a syntax
 * error's message. */
int rt_eval_named(struct shell *sh, const char *text, size_t len,
		  const char *where);
/* Runs a file with the current shell ('.' and scripts): returns status;
 * -1 and an error message if it cannot be opened.  ARGS (NARGS words, or
 * NULL) are what BASH_ARGV shows for its frame under extdebug. */
int rt_source_file(struct shell *sh, const char *path, size_t nargs,
		   char *const *args);
/* An interactive shell leaving by `exit` or the end of its input says
 * "exit" ("logout" in a login shell) on stderr, as bash does; not in a
 * subshell, a trap action, a sourced file or PROMPT_COMMAND. */
void rt_exit_notice(struct shell *sh);
/* Runs the shell's main input loop on fd until EOF. */
int rt_run_fd(struct shell *sh, int fd, bool interactive);
/* cmdsub.c: command substitution.  Runs body in a subshell (or, when it
 * is a call of echo or printf that cannot change the shell, in this
 * process) and collects its output with trailing newlines removed.
 * Returns the status, or -1 after an expansion error in $(< word). */
int rt_cmdsub(struct shell *sh, const struct node *body, struct strbuf *out);
/* exec's options (bash): ARG0 is the program's argv[0] instead of the
 * command's name, LOGIN puts a '-' before it, CLEAN_ENV gives the program
 * an empty environment. */
struct exec_opts {
	const char *arg0;
	bool login, clean_env;
};
/* exec builtin: replace the shell.  Returns only on failure (status). */
int rt_exec_replace(struct shell *sh, char **argv, const struct exec_opts *eo);
/* The message for a command NAME that was not found: bash's
 * "command not found" (or ENOENT's text for a path), dash's "not found"
 * in posix mode. */
void rt_cmd_not_found(struct shell *sh, const char *name);

enum cmd_kind {
	CMD_NOTFOUND,
	CMD_SPECIAL, /* special builtin */
	CMD_FUNCTION,
	CMD_BUILTIN, /* regular builtin */
	CMD_EXTERNAL,
	CMD_KEYWORD, /* for type/command -v only */
	CMD_ALIAS,   /* for type/command -v only */
};
struct cmd_lookup {
	enum cmd_kind kind;
	const struct builtin *bi;
	struct func *fn;
	char *path; /* CMD_EXTERNAL: malloc'ed full path */
	bool hashed;
};
/* POSIX command search.  flags: CL_NOFUNC (command), CL_DEFPATH (command
 * -p), CL_ALIAS|CL_KEYWORD (type/command -v), CL_NOCACHE (a search made
 * for a subshell: the PATH hash is read but not added to). */
enum {
	CL_NOFUNC = 1,
	CL_DEFPATH = 2,
	CL_ALIAS = 4,
	CL_KEYWORD = 8,
	CL_NOCACHE = 16
};
void rt_cmd_lookup(struct shell *sh, const char *name, unsigned flags,
		   struct cmd_lookup *out);
void rt_cmd_lookup_free(struct cmd_lookup *cl);
/* PATH search; malloc'ed path or NULL.  The hash table caches results. */
char *rt_path_search(struct shell *sh, const char *name, const char *path);
/* Every executable NAME along PATH, in order, onto *out (type -a). */
void rt_path_search_all(struct shell *sh, const char *name, struct strvec *out);
void rt_hash_clear(struct shell *sh);
/* Runs argv as a command (function, builtin or external) without the
 * prefix-assignment handling; used by `command` and `builtin`. */
int rt_run_argv(struct shell *sh, char **argv, unsigned lookup_flags);

/* exec.c: TEXT expanded as a prompt (PS1, PS2, PS4): parameter, command
 * and arithmetic expansion as in an unquoted here-document, without
 * tracing, changing $? or the line number, or ending the shell.
 * malloc'ed, or NULL after a syntax or expansion error. */
char *rt_prompt_text(struct shell *sh, const char *text);

/* eval.c: set -e after a command whose status is in sh->status: unless
 * errexit is suspended (conditions, && || lists, !), a failure makes the
 * shell unwind and exit with it. */
void rt_errexit_check(struct shell *sh);

/* ext_eval.c: the bash/ksh extension nodes (N_ARITH, N_ARITHFOR,
 * N_COND, N_SELECT, N_COPROC, N_TIME). */
int rt_eval_ext(struct shell *sh, const struct node *n, unsigned flags);
/* [[ ]] command N as rt_eval_ext runs it after the DEBUG trap: for
 * compiled code, which is not entered while one is set. */
int rt_eval_cond(struct shell *sh, const struct node *n);
/* Frees the compiled [[ =~ ]] patterns that ext_eval.c keeps. */
void rt_cond_regex_free(struct shell *sh);
/* The coprocess: PID was reaped (jobs.c), so if it is the coprocess its
 * variables go and its ends are closed; FD was closed by a redirection
 * (redir.c), so the shell no longer owns it. */
void rt_coproc_reaped(struct shell *sh, pid_t pid);
void rt_coproc_fd_closed(struct shell *sh, int fd);
/* In a forked subshell, background job, pipeline element or process
 * substitution (not a command substitution, as in bash): closes the
 * coprocess's ends, so that only the shell holds them. */
void rt_coproc_child(struct shell *sh);
/* Whether FD is an end of the coprocess (open, visible to scripts). */
bool rt_coproc_fd(const struct shell *sh, int fd);

/* Expands the words of simple command N into ARGV, on the shell's stack
 * (EXP_STK: the caller releases its mark and frees argv->v).  A
 * declaration utility's operands that look like assignments are expanded
 * as assignments (no splitting, tilde after '=' and ':'), and the indices
 * of its compound NAME=(...) operands go to COMPOUND (eval.c). */
int rt_expand_command(struct shell *sh, const struct node *n,
		      struct strvec *argv, struct rt_compound_args *compound);
/* While a declaration builtin runs: whether its argument I was written as
 * a compound assignment NAME=(...) (eval.c, sh->compound_args). */
bool rt_arg_is_compound(const struct shell *sh, int i);

/* functions (exec.c) */
struct func {
	const struct node *body; /* N_FUNCDEF's body */
	const struct node *def;  /* the N_FUNCDEF node (for `type`) */
	struct arena *arena;     /* holds a reference */
	unsigned refs;           /* running invocations keep it alive */
	const char *src;         /* file it was defined in (interned,
				    callstack.h); NULL: none */
	bool exported;           /* export -f: in the environment as
				    BASH_FUNC_NAME%%=() ... (bash's form) */
	bool readonly;           /* readonly -f: no redefinition, no unset */
	bool traced;             /* declare -ft: its body sees the DEBUG and
				    RETURN traps as under set -T (bash) */
};
struct func *rt_func_find(struct shell *sh, const char *name);
/* Defines NAME; a redefinition keeps the attributes.  -1 with "NAME:
 * readonly function" when NAME is a readonly function. */
int rt_func_define(struct shell *sh, const char *name, const struct node *def,
		   struct arena *arena);
/* -1 with "unset: NAME: cannot unset: readonly function" when readonly. */
int rt_func_unset(struct shell *sh, const char *name);
/* The definition of F as `declare -f NAME` prints it, newline-ended. */
void rt_func_text(struct strbuf *sb, const struct func *f);
/* The attribute letters of F as declare -F shows them: "f", "fr", "ft",
 * "fx", "frtx"... (BUF: at least 5 bytes). */
const char *rt_func_attrs(const struct func *f, char *buf);
/* The names of the functions, sorted (free with sv_free). */
void rt_func_names(struct shell *sh, struct strvec *names);
/* export -f / readonly -f without names: each function that has the
 * attribute ATTR ('x' or 'r'), its definition and "declare -fATTRS NAME". */
void rt_func_list(struct shell *sh, struct strbuf *sb, char attr);
/* Appends BASH_FUNC_NAME%%=() { ...} for every exported function to ENV
 * (rt_var_environ). */
void rt_func_environ(struct shell *sh, struct strvec *env);

#endif
