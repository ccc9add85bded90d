/*
 * table.c - the registry of builtin utilities.  Lookup is a binary search
 * over the sorted table; keep it sorted by name (the unit tests check).
 * Each row also holds what `help' prints: the synopsis (which usage
 * errors print too), a one-line description and a paragraph, written
 * for Quirl and kept true to what its builtin does.
 */
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "table.h"

/* clang-format off */
const struct builtin rt_builtins[] = {
	{ ".", bi_dot, BI_SPECIAL,
	  ". filename [arguments]",
	  "Run the commands of a file in this shell.",
	  "Reads FILENAME and runs its commands in the current shell, so that\n"
	  "variables, functions and directory changes it makes stay in effect.  A\n"
	  "name without a slash is looked up in PATH, then (outside posix mode)\n"
	  "in the current directory.  ARGUMENTS, when given, become the positional\n"
	  "parameters while the file runs.\n"
	  "\n"
	  "The status is that of the last command run in the file, 0 when it ran\n"
	  "none, and an error when FILENAME cannot be read." },
	{ ":", bi_colon, BI_SPECIAL | BI_NOHELP,
	  ":",
	  "Do nothing, successfully.",
	  "Expands its arguments and ignores them.  Useful where a command is\n"
	  "required but nothing is to be done, and for the side effects of\n"
	  "expansions such as ${VAR:=default}.\n"
	  "\n"
	  "The status is always 0." },
	{ "[", bi_test, BI_NOHELP,
	  "[ arg... ]",
	  "Evaluate a conditional expression.",
	  "The same as test, except that the last argument must be a literal `]'\n"
	  "that closes the expression.  See `help test'." },
	{ "alias", bi_alias, 0,
	  "alias [-p] [name[=value] ... ]",
	  "Define or show aliases.",
	  "With NAME=VALUE, defines NAME as an alias: a command word NAME is\n"
	  "replaced by VALUE before the line is parsed.  With NAME alone, prints\n"
	  "that alias; with no operands, prints every alias as `alias NAME=VALUE',\n"
	  "quoted so the output can be read back.\n"
	  "\n"
	  "The status is 1 when some NAME has no alias, else 0." },
	{ "bg", bi_bg, 0,
	  "bg [job_spec ...]",
	  "Resume jobs in the background.",
	  "Continues each stopped job named by JOB_SPEC (the current job when\n"
	  "none is given) as if it had been started with `&'.  Needs job control\n"
	  "(set -m).\n"
	  "\n"
	  "The status is 0 unless a job is not found or job control is off." },
	{ "bind", bi_bind, 0,
	  "bind [-lpsvPSVX] [-m keymap] [-f filename] [-q name] [-u name] [-r keyseq] [-x keyseq:shell-command] [keyseq:readline-function or readline-command]",
	  "Set line-editor key bindings and variables.",
	  "Takes the lines of a readline init file (.inputrc): `\"KEYS\": function'\n"
	  "binds KEYS to a readline function, which Quirl maps to its libedit\n"
	  "editor (an error names a function it cannot map), `\"KEYS\": \"text\"'\n"
	  "makes KEYS type the text, `set NAME VALUE' sets a variable (only\n"
	  "editing-mode has an effect).  The bindings last for the session.\n"
	  "\n"
	  "Options:\n"
	  "  -f FILE     read the lines of FILE\n"
	  "  -x KEYS:CMD run CMD when KEYS are typed; READLINE_LINE and\n"
	  "              READLINE_POINT hold the line and cursor, and CMD may\n"
	  "              change them\n"
	  "  -r KEYS     remove the binding of KEYS\n"
	  "  -u NAME     remove the bindings to function NAME\n"
	  "  -q NAME     say which keys invoke function NAME\n"
	  "  -l          list the function names Quirl can map\n"
	  "  -p, -P      list the bindings made with bind (as lines, or by\n"
	  "              function); -s, -S the macros; -X the commands;\n"
	  "              -v, -V the variables\n"
	  "  -m KEYMAP   accepted; bindings go to the current keymap\n"
	  "\n"
	  "Without line editing (a shell that is not interactive) a warning is\n"
	  "printed and the bindings are only recorded.  The status is 0, or 1 for\n"
	  "a bad line, an unknown or unmappable function, or an unreadable file." },
	{ "break", bi_break, BI_SPECIAL,
	  "break [n]",
	  "Leave for, while, until or select loops.",
	  "Ends the innermost enclosing loop, or the Nth one counting outwards\n"
	  "when N (at least 1) is given.  Execution goes on after that loop.\n"
	  "\n"
	  "The status is 0 unless N is not a positive number." },
	{ "builtin", bi_builtin, 0,
	  "builtin [shell-builtin [arg ...]]",
	  "Run a builtin, bypassing functions.",
	  "Runs the builtin SHELL-BUILTIN with ARGs even when a function of the\n"
	  "same name exists, so that a function can wrap the builtin it replaces.\n"
	  "\n"
	  "The status is the builtin's, or 1 when SHELL-BUILTIN is not one." },
	{ "caller", bi_caller, 0,
	  "caller [expr]",
	  "Report where the current function was called.",
	  "Without EXPR, prints the line number and source file of the current\n"
	  "subroutine call.  With EXPR, a number N, prints the line, function name\n"
	  "and file of the frame N calls up the stack (0 is the current one); a\n"
	  "debugger can walk the whole stack this way.\n"
	  "\n"
	  "The status is 1 outside a function or when EXPR is past the stack." },
	{ "cd", bi_cd, 0,
	  "cd [-L|[-P [-e]] [-@]] [dir]",
	  "Change the working directory.",
	  "Makes DIR (default: $HOME) the current directory.  A relative DIR is\n"
	  "searched in the colon-separated list CDPATH first; `cd -' goes to\n"
	  "$OLDPWD and prints it.  PWD and OLDPWD are updated.\n"
	  "\n"
	  "Options:\n"
	  "  -L  follow symbolic links: `..' removes the last component of the\n"
	  "      logical path (the default)\n"
	  "  -P  use the physical directory structure, links resolved\n"
	  "  -e  with -P: fail (status 1) when the new directory's name cannot\n"
	  "      be found, even though it was entered\n"
	  "\n"
	  "The status is 0 when the directory was changed, else 1." },
	{ "command", bi_command, 0,
	  "command [-pVv] command [arg ...]",
	  "Run a command without function lookup, or describe it.",
	  "Runs COMMAND with ARGs, skipping shell functions: a builtin or a\n"
	  "program found in PATH.  Special builtins lose their special error\n"
	  "rules.\n"
	  "\n"
	  "Options:\n"
	  "  -p  search a default PATH that finds the standard utilities\n"
	  "  -v  print the path or word that would be run\n"
	  "  -V  describe what COMMAND is in words\n"
	  "\n"
	  "The status is COMMAND's, or 127 when it is not found." },
	{ "compgen", bi_compgen, 0,
	  "compgen [-abcdefgjksuv] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [word]",
	  "Print the completions of a word.",
	  "Generates the matches of WORD the way Tab would with a compspec made of\n"
	  "the options given, and prints one per line.  The options are those of\n"
	  "`complete', except -p, -r, -D, -E and -I.  Useful inside completion\n"
	  "functions: COMPREPLY=($(compgen -W \"start stop\" -- \"$2\")).\n"
	  "\n"
	  "The status is 0 when something matched, else 1." },
	{ "complete", bi_complete, 0,
	  "complete [-abcdefgjksuv] [-pr] [-DEI] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [name ...]",
	  "Say how Tab completes the arguments of commands.",
	  "Attaches a compspec to each NAME: where the candidates come from\n"
	  "(actions such as -f files, -d directories, -c commands, -v variables,\n"
	  "-A NAME; a word list -W; a pattern -G; a function -F whose COMPREPLY\n"
	  "array gives them; a command -C whose output lines do), which to drop\n"
	  "(-X pattern, `!' inverts it), text to add around each (-P, -S) and how\n"
	  "to insert them (-o default, bashdefault, dirnames, filenames, noquote,\n"
	  "nosort, nospace, plusdirs).  -D sets the default compspec, -E the one\n"
	  "for an empty line, -I the one for the command word.  -p prints\n"
	  "compspecs in a form that can be read back, -r removes them.\n"
	  "\n"
	  "The status is 0 unless an option is invalid or a NAME has no compspec\n"
	  "to print or remove." },
	{ "compopt", bi_compopt, 0,
	  "compopt [-o|+o option] [-DEI] [name ...]",
	  "Change the options of a completion.",
	  "Turns the -o options of `complete' on (-o) or off (+o) for each NAME's\n"
	  "compspec, or, inside a completion function and without NAME, for the\n"
	  "completion under way.  Without -o or +o, prints the options.\n"
	  "\n"
	  "The status is 0 unless an option is invalid or NAME has no compspec." },
	{ "continue", bi_continue, BI_SPECIAL,
	  "continue [n]",
	  "Start the next iteration of a loop.",
	  "Skips the rest of the body of the innermost for, while, until or select\n"
	  "loop, or of the Nth enclosing one when N is given, and goes on with its\n"
	  "next iteration.\n"
	  "\n"
	  "The status is 0 unless N is not a positive number." },
	{ "declare", bi_declare, BI_DECL,
	  "declare [-aAfFgiIlnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]",
	  "Set variables and their attributes.",
	  "Gives each NAME the attributes the options name and the VALUE, if\n"
	  "any.  Without operands, lists the variables (with -f or -F, the\n"
	  "functions).  Inside a function it makes local variables unless -g is\n"
	  "given.  A `+' instead of `-' removes an attribute.\n"
	  "\n"
	  "Options:\n"
	  "  -a  indexed array        -A  associative array\n"
	  "  -i  integer: assignments are evaluated as arithmetic\n"
	  "  -l  lower-case values    -u  upper-case values\n"
	  "  -n  name reference       -r  readonly\n"
	  "  -t  trace attribute      -x  export\n"
	  "  -f  functions            -F  function names only\n"
	  "  -g  global variables     -p  print in reusable form\n"
	  "  -I  a new local variable takes the value and attributes of the\n"
	  "      variable of that name in the calling scope\n"
	  "\n"
	  "The status is 0 unless an option or an assignment is invalid." },
	{ "dirs", bi_dirs, 0,
	  "dirs [-clpv] [+N] [-N]",
	  "Show the directory stack.",
	  "Prints the directories that pushd saved, the current one first.\n"
	  "+N and -N show the Nth entry counted from the left or the right.\n"
	  "\n"
	  "Options:\n"
	  "  -c  clear the stack      -l  do not abbreviate $HOME as ~\n"
	  "  -p  one entry per line   -v  one per line, numbered\n"
	  "\n"
	  "The status is 0 unless an option or N is invalid." },
	{ "disown", bi_disown, 0,
	  "disown [-h] [-ar] [jobspec ... | pid ...]",
	  "Forget jobs.",
	  "Removes each JOBSPEC or PID (the current job by default) from the job\n"
	  "table, so the shell neither reports nor waits for it.\n"
	  "\n"
	  "Options:\n"
	  "  -a  every job            -r  only running jobs\n"
	  "  -h  keep the jobs but do not send them SIGHUP when the shell exits\n"
	  "\n"
	  "The status is 0 unless a job is not found." },
	{ "echo", bi_echo, BI_NOHELP,
	  "echo [-neE] [arg ...]",
	  "Write arguments to standard output.",
	  "Writes the ARGs separated by single spaces, then a newline.\n"
	  "\n"
	  "Options:\n"
	  "  -n  no trailing newline\n"
	  "  -e  interpret backslash escapes (\\n, \\t, \\0NNN, \\xHH, \\c ...)\n"
	  "  -E  do not interpret them (the default, unless shopt xpg_echo)\n"
	  "\n"
	  "In posix mode echo takes no options and always interprets escapes.\n"
	  "The status is 0 unless a write error occurs." },
	{ "enable", bi_enable, 0,
	  "enable [-a] [-dnps] [-f filename] [name ...]",
	  "Turn builtins on and off.",
	  "With -n, turns each builtin NAME off, so that the name finds a program\n"
	  "in PATH instead; without -n turns it back on.  Without NAMEs, lists\n"
	  "the builtins.\n"
	  "\n"
	  "Options:\n"
	  "  -a  list every builtin and whether it is on\n"
	  "  -n  turn off, or list the builtins that are off\n"
	  "  -p  list in reusable form\n"
	  "  -s  only POSIX special builtins\n"
	  "Loading builtins from files (-f, -d) is not supported.\n"
	  "\n"
	  "The status is 0 unless NAME is not a builtin." },
	{ "eval", bi_eval, BI_SPECIAL,
	  "eval [arg ...]",
	  "Run arguments as a shell command.",
	  "Joins the ARGs with spaces and parses and runs the result as shell\n"
	  "commands in the current shell.\n"
	  "\n"
	  "The status is that of the last command run, or 0 when ARGs are empty." },
	{ "exec", bi_exec, BI_SPECIAL,
	  "exec [-cl] [-a name] [command [argument ...]] [redirection ...]",
	  "Replace the shell with a command.",
	  "Runs COMMAND in place of the shell, which does not come back.  Without\n"
	  "COMMAND, the redirections on the exec line apply to the shell itself\n"
	  "from then on.\n"
	  "\n"
	  "  -a NAME  COMMAND sees NAME as its argv[0] instead of its own name\n"
	  "  -c       COMMAND starts with no environment variables at all\n"
	  "  -l       a '-' goes before argv[0], as login shells are started\n"
	  "\n"
	  "The status is 0 without COMMAND; when COMMAND cannot be run a\n"
	  "non-interactive shell exits with 126 or 127." },
	{ "exit", bi_exit, BI_SPECIAL,
	  "exit [n]",
	  "Leave the shell.",
	  "Ends the shell with status N (taken modulo 256), or with the status\n"
	  "of the last command when N is not given.  The EXIT trap runs first." },
	{ "export", bi_export, BI_SPECIAL | BI_DECL,
	  "export [-fn] [name[=value] ...] or export -p",
	  "Mark variables for the environment of commands.",
	  "Marks each NAME for export, so that commands started from now on get\n"
	  "it in their environment, after assigning VALUE when given.\n"
	  "\n"
	  "Options:\n"
	  "  -f  NAMEs are functions\n"
	  "  -n  remove the export mark\n"
	  "  -p  list the exported names in reusable form\n"
	  "\n"
	  "The status is 0 unless a NAME is invalid or readonly." },
	{ "false", bi_false, BI_NOHELP,
	  "false",
	  "Fail.",
	  "Does nothing and returns status 1." },
	{ "fc", bi_fc, 0,
	  "fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]",
	  "List, edit or rerun commands from the history.",
	  "FIRST and LAST pick a range of the history: a number, a negative\n"
	  "offset back from the newest command, or the start of a command's text.\n"
	  "Without -l or -s the range is edited with ENAME ($FCEDIT, else ed)\n"
	  "and the result is run.\n"
	  "\n"
	  "Options:\n"
	  "  -l  list instead of editing   -n  without numbers\n"
	  "  -r  newest first              -s  rerun COMMAND, replacing PAT by REP\n"
	  "\n"
	  "The status is that of the commands run, or 0 after a listing;\n"
	  "1 when nothing in the history matches." },
	{ "fg", bi_fg, 0,
	  "fg [job_spec]",
	  "Bring a job to the foreground.",
	  "Makes JOB_SPEC (the current job by default) the foreground job,\n"
	  "continuing it when it is stopped, and waits for it.  Needs job\n"
	  "control.\n"
	  "\n"
	  "The status is that of the job." },
	{ "getopts", bi_getopts, 0,
	  "getopts optstring name [arg ...]",
	  "Parse option arguments.",
	  "Each call takes the next option from the positional parameters (or\n"
	  "from ARGs) and puts its letter in the variable NAME, its argument, if\n"
	  "any, in OPTARG, and the index of the next argument in OPTIND.\n"
	  "OPTSTRING lists the letters; a letter followed by `:' takes an\n"
	  "argument.  An unknown letter sets NAME to `?'; a leading `:' in\n"
	  "OPTSTRING makes errors silent, with the letter in OPTARG.  OPTERR=0\n"
	  "silences the messages too.\n"
	  "\n"
	  "The status is 0 while an option was found, 1 at the end of options." },
	{ "hash", bi_hash, 0,
	  "hash [-lr] [-p pathname] [-dt] [name ...]",
	  "Remember or show where commands are.",
	  "Looks up each NAME in PATH and remembers its location; without NAMEs\n"
	  "lists the remembered commands with their use counts.\n"
	  "\n"
	  "Options:\n"
	  "  -d  forget NAME           -r  forget all\n"
	  "  -l  list in reusable form -p  remember PATHNAME as NAME\n"
	  "  -t  print where each NAME is remembered\n"
	  "\n"
	  "The status is 0 unless a NAME is not found." },
	{ "help", bi_help, 0,
	  "help [-dms] [pattern ...]",
	  "Describe builtins.",
	  "Prints the synopsis and a description of each builtin whose name\n"
	  "matches PATTERN, a shell pattern (or the start of a name).  Without\n"
	  "PATTERNs, lists every builtin; a `*' marks those turned off by\n"
	  "`enable -n'.\n"
	  "\n"
	  "Options:\n"
	  "  -d  one line of description each\n"
	  "  -m  a manual page layout\n"
	  "  -s  only the synopsis\n"
	  "\n"
	  "The status is 0 unless no builtin matches." },
	{ "history", bi_history, 0,
	  "history [-c] [-d offset] [n] or history -anrw [filename] or history -ps arg [arg...]",
	  "Show or change the command history.",
	  "Lists the commands of the history, numbered (with HISTTIMEFORMAT, each\n"
	  "with its time), or only the last N.\n"
	  "\n"
	  "Options:\n"
	  "  -c         clear the history list\n"
	  "  -d OFFSET  delete the entry at OFFSET (negative: from the end), or\n"
	  "             the entries START-END\n"
	  "  -a         append this session's new entries to the history file\n"
	  "  -n         read the file's entries not read yet\n"
	  "  -r         read the history file and append it to the list\n"
	  "  -w         write the whole list to the history file\n"
	  "  -p         history-expand each ARG and print it, storing nothing\n"
	  "  -s         store the ARGs as one entry\n"
	  "FILENAME, when given, replaces $HISTFILE.\n"
	  "\n"
	  "The status is 0 unless an argument is invalid or an expansion fails." },
	{ "jit", bi_jit, 0,
	  "jit stats",
	  "Report what the JIT compiler did.",
	  "`jit stats' prints how many regions were compiled, how long the\n"
	  "compiling took, what failed to compile and how often compiled code\n"
	  "ran.  This builtin is Quirl's own.\n"
	  "\n"
	  "The status is 0, or 2 for a wrong argument." },
	{ "jobs", bi_jobs, 0,
	  "jobs [-lnprs] [jobspec ...] or jobs -x command [args]",
	  "List jobs.",
	  "Lists the background and stopped jobs of this shell, or the JOBSPECs\n"
	  "given, with their state.\n"
	  "\n"
	  "Options:\n"
	  "  -l  with process IDs\n"
	  "  -n  only the jobs whose state changed since last reported\n"
	  "  -p  only the process group leaders' IDs\n"
	  "  -r  only running jobs\n"
	  "  -s  only stopped jobs\n"
	  "  -x  run COMMAND with ARGS, each ARG that names a job replaced by\n"
	  "      that job's process group ID\n"
	  "\n"
	  "The status is 0 unless an option or job is invalid; with -x it is\n"
	  "COMMAND's." },
	{ "kill", bi_kill, 0,
	  "kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]",
	  "Send a signal to processes or jobs.",
	  "Sends SIGTERM, or the signal named by SIGSPEC (a name with or\n"
	  "without SIG, or a number) or SIGNUM, to each process ID or job.\n"
	  "`kill -l' lists the signal names; with an argument it translates\n"
	  "between a number (or exit status above 128) and a name.\n"
	  "\n"
	  "The status is 0 when every signal was sent, else 1." },
	{ "let", bi_let, 0,
	  "let arg [arg ...]",
	  "Evaluate arithmetic expressions.",
	  "Evaluates each ARG as an arithmetic expression, as in $(( )).\n"
	  "\n"
	  "The status is 1 when the last expression is 0, else 0." },
	{ "local", bi_local, BI_DECL,
	  "local [option] name[=value] ...",
	  "Make variables local to a function.",
	  "Creates each NAME as a variable visible only in the current function\n"
	  "and the functions it calls, assigning VALUE when given; the options\n"
	  "are those of declare.  Only valid inside a function.\n"
	  "\n"
	  "The status is 0 unless used outside a function or an assignment fails." },
	{ "logout", bi_logout, 0,
	  "logout [n]",
	  "Leave a login shell.",
	  "Ends a login shell as `exit' does, with status N or that of the last\n"
	  "command.  In a shell that is not a login shell it is an error.\n"
	  "\n"
	  "The status is 1 when the shell is not a login shell." },
	{ "mapfile", bi_mapfile, 0,
	  "mapfile [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]",
	  "Read lines into an indexed array.",
	  "Reads lines from standard input (or fd FD with -u) into the indexed\n"
	  "array ARRAY, default MAPFILE, one element per line.\n"
	  "\n"
	  "Options:\n"
	  "  -d DELIM  end lines at DELIM instead of newline\n"
	  "  -n COUNT  read at most COUNT lines\n"
	  "  -O ORIGIN store from index ORIGIN (the array is not cleared)\n"
	  "  -s COUNT  skip the first COUNT lines\n"
	  "  -t        remove the delimiter from each line\n"
	  "  -C CMD    run CMD with the index and line every QUANTUM lines\n"
	  "  -c QUANTUM (default 5000)\n"
	  "\n"
	  "The status is 0 unless an option is invalid or ARRAY readonly." },
	{ "popd", bi_popd, 0,
	  "popd [-n] [+N | -N]",
	  "Remove a directory from the directory stack.",
	  "Removes the top of the stack and changes to the new top, or removes\n"
	  "the Nth entry (+N from the left, -N from the right).  -n keeps the\n"
	  "current directory.  The stack is printed as dirs prints it.\n"
	  "\n"
	  "The status is 0 unless the stack is empty, N invalid or cd fails." },
	{ "printf", bi_printf, 0,
	  "printf [-v var] format [arguments]",
	  "Write formatted output.",
	  "Writes ARGUMENTS as FORMAT describes, as printf(3) does: %s %d %x\n"
	  "%f %c ... and backslash escapes; also %b (escapes in the argument),\n"
	  "%q and %Q (quoted for reuse) and %(FMT)T (a time).  FORMAT is used\n"
	  "again while arguments remain.  -v VAR assigns the result to VAR.\n"
	  "\n"
	  "The status is 0 unless an argument is invalid or a write fails." },
	{ "pushd", bi_pushd, 0,
	  "pushd [-n] [+N | -N | dir]",
	  "Add a directory to the directory stack.",
	  "Saves the current directory on the stack and changes to DIR; without\n"
	  "DIR, swaps the two top entries; with +N or -N, rotates the stack so\n"
	  "that entry comes to the top.  -n changes the stack only.  The stack\n"
	  "is printed as dirs prints it.\n"
	  "\n"
	  "The status is 0 unless DIR or N is invalid." },
	{ "pwd", bi_pwd, 0,
	  "pwd [-LP]",
	  "Print the working directory.",
	  "Prints the path of the current directory: the logical one kept in\n"
	  "$PWD (-L, the default), or with every symbolic link resolved (-P).\n"
	  "\n"
	  "The status is 0 unless the directory cannot be determined." },
	{ "read", bi_read, 0,
	  "read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]",
	  "Read a line into variables.",
	  "Reads one line from standard input, splits it into fields at IFS\n"
	  "characters and assigns them to the NAMEs in order, the last getting\n"
	  "the rest of the line; without NAMEs the line goes to REPLY.\n"
	  "\n"
	  "Options:\n"
	  "  -a ARRAY  assign the fields to an indexed array\n"
	  "  -d DELIM  stop at DELIM instead of newline\n"
	  "  -e, -i    line editing (interactive), with initial TEXT\n"
	  "  -n N      stop after N characters; -N N exactly N, no splitting\n"
	  "  -p PROMPT print PROMPT first (terminal input)\n"
	  "  -r        backslashes are not escapes\n"
	  "  -s        do not echo terminal input\n"
	  "  -t SECS   give up after SECS\n"
	  "  -u FD     read from FD\n"
	  "\n"
	  "The status is 0 unless end of file, a timeout (over 128) or an\n"
	  "error occurs." },
	{ "readarray", bi_mapfile, 0,
	  "readarray [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]",
	  "Read lines into an indexed array.",
	  "Another name for mapfile; see `help mapfile'." },
	{ "readonly", bi_readonly, BI_SPECIAL | BI_DECL,
	  "readonly [-aAf] [name[=value] ...] or readonly -p",
	  "Make variables unchangeable.",
	  "Marks each NAME readonly, after assigning VALUE when given; it can\n"
	  "then be neither assigned nor unset.  -f names functions; -p, or no\n"
	  "operands, lists the readonly names; -a and -A make them indexed or\n"
	  "associative arrays.\n"
	  "\n"
	  "The status is 0 unless a NAME is invalid." },
	{ "return", bi_return, BI_SPECIAL,
	  "return [n]",
	  "Return from a function or a sourced file.",
	  "Ends the current function or `.' script with status N, or with the\n"
	  "status of the last command when N is not given.\n"
	  "\n"
	  "It is an error outside a function or sourced file." },
	{ "set", bi_set, BI_SPECIAL,
	  "set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]",
	  "Set shell options and positional parameters.",
	  "Turns options on with `-' and off with `+', by letter or by long name\n"
	  "with -o; `set -o' lists them and `set +o' prints them as commands.\n"
	  "Remaining ARGs replace the positional parameters; `--' replaces them\n"
	  "even when no ARG follows, `-' turns -x and -v off.  Without\n"
	  "arguments, lists the shell variables.\n"
	  "\n"
	  "Some options:\n"
	  "  -a allexport  -b notify   -e errexit   -f noglob   -h hashall\n"
	  "  -m monitor    -n noexec   -u nounset   -v verbose  -x xtrace\n"
	  "  -C noclobber  -E errtrace -T functrace -p privileged\n"
	  "  -o pipefail, posix, vi, emacs, ignoreeof\n"
	  "\n"
	  "The status is 0 unless an option is invalid." },
	{ "shift", bi_shift, BI_SPECIAL,
	  "shift [n]",
	  "Shift the positional parameters.",
	  "Discards the first N positional parameters (default 1); $N+1 becomes\n"
	  "$1.\n"
	  "\n"
	  "The status is 0 unless N is negative or greater than $#." },
	{ "shopt", bi_shopt, 0,
	  "shopt [-pqsu] [-o] [optname ...]",
	  "Set and show the shell's optional behaviours.",
	  "Turns each OPTNAME on (-s) or off (-u), or shows its state.  The\n"
	  "options include dotglob, extglob, failglob, globstar, nocaseglob,\n"
	  "nocasematch, nullglob, globasciiranges and xpg_echo.\n"
	  "\n"
	  "Options:\n"
	  "  -p  print in reusable form  -q  print nothing, status only\n"
	  "  -s  set                     -u  unset\n"
	  "\n"
	  "The status is 0 when every OPTNAME shown is on, else 1; 1 for an\n"
	  "unknown name." },
	{ "source", bi_dot, 0,
	  "source filename [arguments]",
	  "Run the commands of a file in this shell.",
	  "Another name for `.'; see `help .'." },
	{ "suspend", bi_suspend, 0,
	  "suspend [-f]",
	  "Stop the shell until it is continued.",
	  "Stops this shell, as Ctrl-Z stops a job, until the shell that started\n"
	  "it continues it (fg).  Only under job control, and not in a login\n"
	  "shell unless forced.\n"
	  "\n"
	  "Options:\n"
	  "  -f  stop even a login shell or one without job control\n"
	  "\n"
	  "The status is 0 once continued, 1 when the shell may not stop." },
	{ "test", bi_test, BI_NOHELP,
	  "test [expr]",
	  "Evaluate a conditional expression.",
	  "Tests EXPR, built from these primaries and !, -a, -o and parentheses:\n"
	  "  -e -f -d -r -w -x -s -L -p -S -b -c -g -u -k -t and others on files\n"
	  "  -z STR, -n STR, STR1 = STR2, STR1 != STR2, STR1 < STR2, STR1 > STR2\n"
	  "  N1 -eq N2 (-ne -lt -le -gt -ge), F1 -nt F2, F1 -ot F2, F1 -ef F2\n"
	  "  -v NAME (set variable), -o OPTION (set option)\n"
	  "The meaning depends on the number of arguments, as POSIX specifies.\n"
	  "\n"
	  "The status is 0 when EXPR is true, 1 when false, 2 on an error." },
	{ "times", bi_times, BI_SPECIAL,
	  "times",
	  "Show process times.",
	  "Prints the user and system CPU time used by the shell, then those of\n"
	  "its finished children.\n"
	  "\n"
	  "The status is 0." },
	{ "trap", bi_trap, BI_SPECIAL,
	  "trap [-lp] [[arg] signal_spec ...]",
	  "Run commands when signals or shell events occur.",
	  "Sets ARG as the command run when the shell receives each SIGNAL_SPEC:\n"
	  "a signal name or number, or EXIT (on leaving the shell), ERR (after a\n"
	  "failing command), DEBUG (before each command) or RETURN.  An empty ARG\n"
	  "ignores the signal; `-' restores the default.  -p, or no arguments,\n"
	  "prints the traps; -l lists the signal names.\n"
	  "\n"
	  "The status is 0 unless a SIGNAL_SPEC is invalid." },
	{ "true", bi_true, BI_NOHELP,
	  "true",
	  "Succeed.",
	  "Does nothing and returns status 0." },
	{ "type", bi_type, 0,
	  "type [-afptP] name [name ...]",
	  "Tell what a command name is.",
	  "Says for each NAME whether it is an alias, keyword, function, builtin\n"
	  "or file, and which.\n"
	  "\n"
	  "Options:\n"
	  "  -a  every definition, not the first only\n"
	  "  -f  skip functions            -P  search PATH only\n"
	  "  -p  the path of a file only   -t  one word: alias, keyword,\n"
	  "                                    function, builtin or file\n"
	  "\n"
	  "The status is 0 when every NAME was found, else 1." },
	{ "typeset", bi_declare, BI_DECL,
	  "typeset [-aAfFgiIlnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]",
	  "Set variables and their attributes.",
	  "Another name for declare; see `help declare'." },
	{ "ulimit", bi_ulimit, 0,
	  "ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]",
	  "Show or set resource limits.",
	  "Shows the limit of one resource, or sets it to LIMIT (a number, or\n"
	  "`unlimited').  -S and -H choose the soft or hard limit; -a shows all.\n"
	  "Resources: -c core file size, -d data segment, -e scheduling\n"
	  "priority, -f file size (the default), -i pending signals, -l locked\n"
	  "memory, -m resident set, -n open files, -p pipe buffer (read only),\n"
	  "-q POSIX message queue bytes, -r real-time priority, -R real-time\n"
	  "timeout, -s stack, -t CPU time, -u processes, -v virtual memory,\n"
	  "-x file locks.  -b, -k, -P and -T do not exist on Linux.\n"
	  "\n"
	  "The status is 0 unless an option is invalid or the limit cannot be\n"
	  "set." },
	{ "umask", bi_umask, 0,
	  "umask [-p] [-S] [mode]",
	  "Show or set the file creation mask.",
	  "Sets the mask of permission bits removed from new files to MODE, an\n"
	  "octal number or a symbolic mode such as u=rwx,g=rx,o=; without MODE\n"
	  "prints the mask, symbolically with -S, as a umask command with -p.\n"
	  "\n"
	  "The status is 0 unless MODE is invalid." },
	{ "unalias", bi_unalias, 0,
	  "unalias [-a] name [name ...]",
	  "Remove aliases.",
	  "Removes each alias NAME, or all of them with -a.\n"
	  "\n"
	  "The status is 0 unless a NAME is not an alias." },
	{ "unset", bi_unset, BI_SPECIAL,
	  "unset [-f] [-v] [-n] [name ...]",
	  "Remove variables or functions.",
	  "Removes each variable NAME, or each function with -f; without option,\n"
	  "a variable, else a function of that name.  -n removes a name\n"
	  "reference itself rather than the variable it refers to.\n"
	  "\n"
	  "The status is 0 unless a NAME is readonly or invalid." },
	{ "wait", bi_wait, 0,
	  "wait [-fn] [-p var] [id ...]",
	  "Wait for jobs to finish.",
	  "Waits for each process ID or job ID, or for every child when none is\n"
	  "given, and returns the last one's status.\n"
	  "\n"
	  "Options:\n"
	  "  -n      wait for the next job to finish (one of the IDs, if given)\n"
	  "  -p VAR  store the ID whose status is returned in VAR\n"
	  "  -f      wait until the job ends, not only until it stops\n"
	  "\n"
	  "The status is that of the last ID, 127 when it is not a child." },
	{ NULL, NULL, 0, NULL, NULL, NULL },
};

/* What `help' knows besides the builtins: the compound commands, reserved
 * words and topics (fn NULL; never found as commands).  Sorted by name,
 * with bash's topic names, so that `help for' and `help "(("' work. */
const struct builtin rt_help_topics[] = {
	{ "(( ... ))", NULL, 0,
	  "(( expression ))",
	  "Evaluate an arithmetic expression.",
	  "Evaluates EXPRESSION with the rules of shell arithmetic (64-bit\n"
	  "integers, the operators of C, variables by name), as `let' does with\n"
	  "one argument, but the expression is one word that is neither split nor\n"
	  "globbed.\n"
	  "\n"
	  "The status is 0 when the value is not zero, 1 when it is zero, and an\n"
	  "error status when the expression is invalid." },
	{ "[[ ... ]]", NULL, 0,
	  "[[ expression ]]",
	  "Test a conditional expression.",
	  "Evaluates EXPRESSION built from the unary and binary tests of `test',\n"
	  "combined with ( ), !, && and ||.  Words are not split or globbed.\n"
	  "The right operand of == and != is a pattern (unless quoted) and the\n"
	  "one of =~ an extended regular expression, whose matches go to\n"
	  "BASH_REMATCH.  < and > compare strings.\n"
	  "\n"
	  "The status is 0 when EXPRESSION is true, 1 when false, 2 on an error." },
	{ "case", NULL, 0,
	  "case WORD in [PATTERN [| PATTERN]...) COMMANDS ;;]... esac",
	  "Choose commands by matching a word against patterns.",
	  "Expands WORD and tries each clause in order: the COMMANDS of the first\n"
	  "clause with a PATTERN that matches WORD are run.  A clause ended by\n"
	  ";& also runs the next clause's commands, one ended by ;;& goes on\n"
	  "testing the clauses after it.\n"
	  "\n"
	  "The status is that of the last command run, 0 when no clause matched." },
	{ "coproc", NULL, 0,
	  "coproc [NAME] command [redirections]",
	  "Run a command in the background, connected by pipes.",
	  "Starts COMMAND asynchronously with its standard output and input\n"
	  "connected to pipes.  The array NAME (COPROC when none is given) holds\n"
	  "the shell's ends: NAME[0] to read the command's output, NAME[1] to\n"
	  "write its input; NAME_PID holds its process ID.\n"
	  "\n"
	  "The status is 0." },
	{ "for", NULL, 0,
	  "for NAME [in WORDS ... ] ; do COMMANDS; done",
	  "Run commands once for each word of a list.",
	  "Expands WORDS and runs COMMANDS once for each resulting word, with\n"
	  "NAME set to that word.  Without `in WORDS' the loop goes over the\n"
	  "positional parameters, as `in \"$@\"' would.\n"
	  "\n"
	  "The status is that of the last command run, 0 when none ran." },
	{ "for ((", NULL, 0,
	  "for (( exp1; exp2; exp3 )); do COMMANDS; done",
	  "A loop driven by arithmetic expressions.",
	  "Evaluates EXP1 once, then, as long as EXP2 is not zero, runs COMMANDS\n"
	  "and evaluates EXP3.  An omitted expression counts as 1.\n"
	  "\n"
	  "The status is that of the last command run, 0 when none ran, or an\n"
	  "error status when an expression is invalid." },
	{ "function", NULL, 0,
	  "function name { COMMANDS ; } or name () { COMMANDS ; }",
	  "Define a shell function.",
	  "Makes NAME a command that runs COMMANDS in the current shell, with the\n"
	  "arguments of each call as positional parameters.  `return' leaves it;\n"
	  "`local' declares variables that live only while it runs.\n"
	  "\n"
	  "The status is 0, unless NAME is a readonly function." },
	{ "if", NULL, 0,
	  "if COMMANDS; then COMMANDS; [ elif COMMANDS; then COMMANDS; ]... [ else COMMANDS; ] fi",
	  "Run commands depending on a condition.",
	  "Runs the `if' COMMANDS; when their status is 0 the `then' COMMANDS run.\n"
	  "Otherwise each `elif' list is tried in the same way, and when none\n"
	  "succeeds the `else' COMMANDS, if any, run.\n"
	  "\n"
	  "The status is that of the last command run, 0 when no condition was\n"
	  "true and there is no else part." },
	{ "select", NULL, 0,
	  "select NAME [in WORDS ... ;] do COMMANDS; done",
	  "Let the user choose from a numbered menu.",
	  "Prints the expanded WORDS (the positional parameters without `in')\n"
	  "as a numbered menu on standard error, prompts with PS3 and reads a\n"
	  "line.  REPLY gets the line, NAME the word with that number (empty for\n"
	  "any other answer), and COMMANDS run; then the prompt comes again.  An\n"
	  "empty line shows the menu again; end of input or `break' ends the loop.\n"
	  "\n"
	  "The status is that of the last command run, 0 when none ran." },
	{ "time", NULL, 0,
	  "time [-p] pipeline",
	  "Report the time a pipeline takes.",
	  "Runs PIPELINE and, when it ends, prints on standard error the real\n"
	  "time, user CPU time and system CPU time it took, laid out by\n"
	  "TIMEFORMAT when that is set.  With -p the portable POSIX layout is\n"
	  "used.\n"
	  "\n"
	  "The status is the status of PIPELINE." },
	{ "until", NULL, 0,
	  "until COMMANDS; do COMMANDS-2; done",
	  "Run commands as long as a test fails.",
	  "Runs COMMANDS-2 again and again for as long as the last command of\n"
	  "COMMANDS returns a non-zero status.\n"
	  "\n"
	  "The status is that of the last command run, 0 when none ran." },
	{ "variables", NULL, 0,
	  "variables - Names and meanings of some shell variables",
	  "Variables the shell reads or sets.",
	  "CDPATH      directories where cd looks for a relative name\n"
	  "HISTFILE    file the command history is kept in\n"
	  "HISTSIZE    how many commands the history keeps\n"
	  "HOME        your home directory, the default of cd and of ~\n"
	  "IFS         characters that split words after expansion\n"
	  "OLDPWD      the previous working directory (cd -)\n"
	  "OPTIND      index of the next argument getopts reads\n"
	  "PATH        colon-separated directories searched for commands\n"
	  "PS1, PS2    the primary and continuation prompts\n"
	  "PS4         prefix of the lines that set -x prints\n"
	  "PWD         the current directory\n"
	  "RANDOM      a new random number at each use\n"
	  "REPLY       what read stores when given no name\n"
	  "SECONDS     seconds since the shell started\n"
	  "TIMEFORMAT  how `time' reports" },
	{ "while", NULL, 0,
	  "while COMMANDS; do COMMANDS-2; done",
	  "Run commands as long as a test succeeds.",
	  "Runs COMMANDS-2 again and again for as long as the last command of\n"
	  "COMMANDS returns status 0.\n"
	  "\n"
	  "The status is that of the last command run, 0 when none ran." },
	{ "{ ... }", NULL, 0,
	  "{ COMMANDS ; }",
	  "Group commands.",
	  "Runs COMMANDS in the current shell as one unit, so that a redirection\n"
	  "or a pipe applies to all of them and their variable assignments stay.\n"
	  "\n"
	  "The status is that of the last command run." },
	{ NULL, NULL, 0, NULL, NULL, NULL },
};
/* clang-format on */

const struct builtin *rt_builtin_find(const char *name)
{
	size_t lo = 0, hi = sizeof rt_builtins / sizeof rt_builtins[0] - 1;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(name, rt_builtins[mid].name);
		if (c == 0)
			return &rt_builtins[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

int rt_builtin_usage(struct shell *sh, const struct builtin *bi)
{
	/* bash's form: the synopsis alone, without the "line N:" prefix
	 * of an error (the error itself came on the line before) */
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s: usage: %s\n", bi->name, bi->usage);
	rt_out_write(sh, 2, sb.buf, sb.len);
	sb_free(&sb);
	return 2;
}

int rt_builtin_getopt(struct shell *sh, struct bi_getopt *g, int argc,
		      char **argv, const char *spec)
{
	g->arg = NULL;
	if (!g->at || !*g->at) {
		const char *w = g->ind < argc ? argv[g->ind] : NULL;
		if (!w || w[0] != '-' || !w[1] ||
		    (*spec == '#' && w[strspn(w + 1, "0123456789") + 1] == 0))
			return 0;
		g->ind++;
		if (!strcmp(w, "--"))
			return 0;
		if (!strcmp(w, "--help")) {
			rt_builtin_help(sh, rt_builtin_find(argv[0]));
			return '?';
		}
		g->at = w + 1;
	}
	int c = (unsigned char)*g->at++;
	const char *at = strchr(":;#", c) ? NULL : strchr(spec, c);
	char kind = at && *spec ? at[1] : 0; /* ':', ';' or another letter */
	if (kind == ':' || kind == ';') {
		if (*g->at)
			g->arg = g->at;
		else if (g->ind < argc &&
			 (kind == ':' || argv[g->ind][0] != '-'))
			g->arg = argv[g->ind++];
		g->at = NULL;
	}
	if (at && (kind != ':' || g->arg))
		return c;
	if (at)
		rt_err(sh, "%s: -%c: option requires an argument", argv[0], c);
	else
		rt_err(sh, "%s: -%c: invalid option", argv[0], c);
	rt_builtin_usage(sh, rt_builtin_find(argv[0]));
	return '?';
}

int rt_builtin_no_options(struct shell *sh, int argc, char **argv)
{
	struct bi_getopt g = BI_GETOPT_INIT;
	return rt_builtin_getopt(sh, &g, argc, argv, "") ? -1 : g.ind;
}

bool rt_builtin_enabled(const struct shell *sh, const struct builtin *bi)
{
	return !sh->bi_disabled || !sh->bi_disabled[bi - rt_builtins];
}

bool rt_is_keyword(const char *name)
{
	static const char *const kw[] = {
		"!",
		"case",
		"do",
		"done",
		"elif",
		"else",
		"esac",
		"fi",
		"for",
		"if",
		"in",
		"then",
		"until",
		"while",
		"{",
		"}",
		/* bash/ksh extensions */
		"[[",
		"]]",
		"function",
		"select",
		"coproc",
		"time",
		NULL,
	};
	for (int i = 0; kw[i]; i++)
		if (!strcmp(kw[i], name))
			return true;
	return false;
}
