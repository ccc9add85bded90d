/*
 * main.c - command-line handling: quirl [options] [-c string [name [arg...]]
 * | -s [arg...] | file [arg...]], `quirl exec PROGRAM [ARGS]` (the same as
 * -c), --version, --help and the debugging aid --dump-ast.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "frontend/interactive.h"
#include "frontend/parser.h"
#include "jit/arch.h"
#include "jit/backend.h"
#include "jit/backend_tcc.h"
#include "runtime/exec.h"
#include "runtime/redir.h"
#include "runtime/options.h"
#include "runtime/trap.h"
#include "runtime/var.h"
#include "runtime/version.h"
#include "runtime/callstack.h"

/* --help, in GNU's form: usage lines, options, then the files and the
 * environment the shell reads.  docs/quirl.1 documents every option named
 * here (tests/install/check-man checks it); keep the two in step. */
static void usage(void)
{
	fputs("Usage: quirl [OPTION]... [SCRIPT [ARG]...]\n"
	      "  or:  quirl [OPTION]... -c COMMANDS [NAME [ARG]...]\n"
	      "  or:  quirl [OPTION]... -s [ARG]...\n"
	      "  or:  quirl exec COMMANDS [NAME [ARG]...]\n"
	      "Run shell commands from SCRIPT, from COMMANDS or from standard "
	      "input.\n"
	      "Quirl is a POSIX shell, compatible with bash, that compiles hot "
	      "loops\nand functions to machine code while it runs.\n"
	      "\n"
	      "  -c              read commands from the COMMANDS operand; NAME "
	      "sets $0\n"
	      "  -s              read commands from standard input\n"
	      "  -i              interactive shell\n"
	      "  -l, --login     login shell: read the profile files first\n"
	      "  -n              read commands and check their syntax, run "
	      "nothing\n"
	      "  -a, -b, -B, -C, -e, -E, -f, -h, -k, -m, -p, -P, -t, -T, -u, "
	      "-v, -x\n"
	      "                  turn on the `set' option of that letter;\n"
	      "                  with `+' instead of `-' turn it off\n"
	      "  -o NAME         turn on the `set -o' option NAME (+o turns it "
	      "off)\n"
	      "  -O NAME         turn on the `shopt' option NAME (+O turns it "
	      "off)\n"
	      "      --norc      read no start-up files\n"
	      "      --noprofile read no profile files, even as a login "
	      "shell\n"
	      "      --rcfile FILE, --init-file FILE\n"
	      "                  an interactive shell reads FILE instead of "
	      "~/.quirlrc\n"
	      "      --noediting read lines without the line editor\n"
	      "      --posix     the same as -o posix\n"
	      "      --verbose   the same as -v\n"
	      "      --dump-ast  print the syntax tree of the input and exit\n"
	      "      --help      display this help and exit\n"
	      "      --version   output version information and exit\n"
	      "\n"
	      "Start-up files (none with --norc):\n"
	      "  /etc/profile, then ~/.profile  read by a login shell\n"
	      "  $ENV, else ~/.quirlrc          read by an interactive shell\n"
	      "                                 (only $ENV in posix mode)\n"
	      "History file of an interactive shell: $HISTFILE, by default "
	      "~/.quirl_history.\n"
	      "Key bindings of the line editor: $EDITRC, by default "
	      "~/.editrc.\n"
	      "\n"
	      "Environment:\n"
	      "  HOME, PATH, ENV, IFS, CDPATH, PWD, OLDPWD, FUNCNEST, PS4\n"
	      "                  as in bash (see quirl(1))\n"
	      "  PS1, PS2, HISTFILE, HISTSIZE, FCEDIT, TMPDIR, USER\n"
	      "                  the interactive shell, history and fc\n"
	      "  HISTFILESIZE, HISTCONTROL, HISTIGNORE, HISTTIMEFORMAT, EDITOR\n"
	      "                  history settings and fc's editor, as in bash\n"
	      "  PS0, PROMPT_COMMAND, PROMPT_DIRTRIM\n"
	      "                  run or shown around each command read "
	      "(interactive)\n"
	      "  LINES, COLUMNS  the terminal's size, kept up to date "
	      "(shopt checkwinsize)\n"
	      "  LANG, LC_ALL, LC_CTYPE, TERM, EDITRC\n"
	      "                  locale and line editing (interactive)\n"
	      "  QUIRL_JIT=off|on|always    compile never, hot code (default), "
	      "all at once\n"
	      "  QUIRL_JIT_THRESHOLD=N      loop iterations or calls before "
	      "compiling (100)\n"
	      "  QUIRL_JIT_TIER2=N          iterations before recompiling with "
	      "more passes\n"
	      "  QUIRL_JIT_PROMOTE=1        compile with every pass at once\n"
	      "  QUIRL_JIT_BACKEND=native|tcc  one code generator only\n"
	      "  QUIRL_JIT_LOG=1            report each compiled region on "
	      "stderr\n"
	      "  QUIRL_JIT_LOG=summary      at exit, what ran natively and "
	      "what did not\n"
	      "  QUIRL_JIT_DUMP=qir|c       print each region's IR or C on "
	      "stderr\n"
	      "  QUIRL_VSUBSHELL=off        fork every subshell (no virtual "
	      "subshells)\n"
	      "\n"
	      "Exit status: that of the last command run; 2 for a usage or "
	      "syntax error,\n"
	      "126 when SCRIPT cannot be read, 127 when it does not exist.\n"
	      "\n"
	      "Full documentation: man quirl\n",
	      stdout);
}

/* A bad command line: the message, then where to find help (GNU style). */
static int usage_error(const char *what, const char *msg)
{
	fprintf(stderr,
		"quirl: %s: %s\n"
		"Try 'quirl --help' for more information.\n",
		what, msg);
	return 2;
}

static void version(void)
{
	printf("quirl %s\n"
	       "JIT backends: %s%s, libtcc %s\n"
	       "Copyright (C) 2026 the Quirl maintainers.\n"
	       "There is NO WARRANTY, to the extent permitted by law.\n",
	       QUIRL_VERSION, jit_arch_name(),
	       jit_backend_native_available() ? " encoder" : " encoder missing",
	       jit_tcc_available() ? "available" : "missing");
}

static const struct opt_desc *opt_by_letter(char c)
{
	for (const struct opt_desc *o = rt_opt_table; o->name; o++)
		if (o->letter == c)
			return o;
	return NULL;
}

struct args {
	const char *cmdstr;
	bool cmd, stdin_mode, dump_ast, norc, login, interactive_flag;
	bool noprofile, noediting;
	const char *rcfile; /* --rcfile FILE: read instead of ~/.quirlrc */
	int rest;           /* index of the first operand */
};

static int parse_args(struct shell *sh, int argc, char **argv, struct args *a)
{
	int i = 1;
	if (argc > 1 && !strcmp(argv[1], "exec")) {
		a->cmd = true;
		i = 2;
	}
	for (; i < argc; i++) {
		const char *s = argv[i];
		if (!strcmp(s, "--")) {
			i++;
			break;
		}
		if (!strcmp(s, "--version")) {
			version();
			exit(0);
		}
		if (!strcmp(s, "--help")) {
			usage();
			exit(0);
		}
		if (!strcmp(s, "--dump-ast")) {
			a->dump_ast = true;
			continue;
		}
		if (!strcmp(s, "--norc")) {
			a->norc = true;
			continue;
		}
		if (!strcmp(s, "--login")) {
			a->login = true;
			continue;
		}
		/* bash's long options */
		if (!strcmp(s, "--noprofile")) {
			a->noprofile = true;
			continue;
		}
		if (!strcmp(s, "--rcfile") || !strcmp(s, "--init-file")) {
			if (i + 1 >= argc)
				return usage_error(s, "option requires an "
						      "argument");
			a->rcfile = argv[++i];
			continue;
		}
		if (!strcmp(s, "--noediting")) {
			a->noediting = true;
			continue;
		}
		if (!strcmp(s, "--posix")) {
			rt_opt_put(sh, rt_opt_find("posix"), true);
			continue;
		}
		if (!strcmp(s, "--verbose")) {
			sh->opts |= OPT_VERBOSE;
			continue;
		}
		if ((s[0] != '-' && s[0] != '+') || !s[1])
			break;
		if (s[0] == '-' && s[1] == '-')
			return usage_error(s, "invalid option");
		bool on = s[0] == '-';
		for (const char *c = s + 1; *c; c++) {
			const struct opt_desc *o;
			if (*c == 'c') {
				a->cmd = on;
			} else if (*c == 's') {
				a->stdin_mode = on;
			} else if (*c == 'l') {
				a->login = on;
			} else if (*c == 'i') {
				a->interactive_flag = on;
			} else if (*c == 'o') {
				if (i + 1 >= argc)
					return usage_error("-o",
							   "option requires "
							   "an argument");
				o = rt_opt_find(argv[++i]);
				if (!o)
					return usage_error(argv[i],
							   "invalid "
							   "option name");
				rt_opt_put(sh, o, on);
			} else if (*c == 'O') {
				/* -O NAME / +O NAME: a shopt option (bash) */
				if (i + 1 >= argc)
					return usage_error("-O",
							   "option requires "
							   "an argument");
				const struct shopt_desc *so =
					rt_shopt_find(argv[++i]);
				if (!so)
					return usage_error(argv[i],
							   "invalid shell "
							   "option name");
				if (!(so->bit & RT_SHOPT_READONLY))
					sh->shopts = on ? sh->shopts | so->bit
							: sh->shopts & ~so->bit;
			} else if ((o = opt_by_letter(*c))) {
				rt_opt_put(sh, o, on);
			} else {
				char bad[3] = { s[0], *c, 0 };
				return usage_error(bad, "invalid option");
			}
		}
	}
	if (a->cmd) {
		if (i >= argc)
			return usage_error("-c", "option requires an argument");
		a->cmdstr = argv[i++];
	}
	a->rest = i;
	return 0;
}

static void set_params(struct shell *sh, int argc, char **argv, int from)
{
	rt_params_set(sh, (size_t)(argc - from), argv + from);
}

static int dump_ast(struct parser *p)
{
	struct arena *arena = NULL;
	struct node *list = NULL;
	enum parse_status st = parser_all(p, &arena, &list);
	if (st == PARSE_ERROR || st == PARSE_INCOMPLETE) {
		int line = parser_error_line(p);
		const char *ctx = parser_error_context(p);
		if (!parser_error_cond(p))
			fprintf(stderr, "quirl: line %d: %s\n", line,
				parser_error_msg(p));
		if (ctx)
			fprintf(stderr, "quirl: line %d: `%s'\n", line, ctx);
		for (size_t i = 0; i < parser_error_cond_count(p); i++) {
			const char *msg = parser_error_cond_msg(p, i, &line);
			fprintf(stderr, "quirl: line %d: %s\n", line, msg);
		}
		arena_unref(arena);
		return 2;
	}
	struct strbuf sb;
	sb_init(&sb);
	ast_print(&sb, list);
	fwrite(sb_str(&sb), 1, sb.len, stdout);
	sb_free(&sb);
	arena_unref(arena);
	return 0;
}

static int read_file(const char *path, struct strbuf *sb)
{
	int fd = strcmp(path, "-") ? open(path, O_RDONLY) : 0;
	if (fd < 0)
		return -1;
	sb_read_fd(sb, fd);
	if (fd)
		close(fd);
	return 0;
}

static int run_dump(struct args *a, int argc, char **argv)
{
	struct strbuf sb;
	sb_init(&sb);
	if (a->cmdstr) {
		sb_adds(&sb, a->cmdstr);
	} else if (read_file(a->rest < argc ? argv[a->rest] : "-", &sb) < 0) {
		fprintf(stderr, "quirl: %s: %s\n", argv[a->rest],
			strerror(errno));
		return 127;
	}
	struct parser *p = parser_new_string(sb_str(&sb), sb.len, NULL, 1);
	int r = dump_ast(p);
	parser_free(p);
	sb_free(&sb);
	return r;
}

static int open_script(struct shell *sh, const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		int e = errno;
		fprintf(stderr, "quirl: %s: %s\n", path, strerror(e));
		rt_shell_free(sh);
		exit(e == ENOENT ? 127 : 126);
	}
	struct stat st;
	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
		/* read() would fail with EISDIR, which looks like EOF */
		fprintf(stderr, "quirl: %s: %s\n", path, strerror(EISDIR));
		close(fd);
		rt_shell_free(sh);
		exit(126);
	}
	return rt_fd_move_top(fd, rt_fd_script_top(), true);
}

/* Run as `sh` (a link named sh, or "-sh" from login), quirl turns on
 * set -o posix, as bash does, so scripts for sh get POSIX behaviour where
 * quirl's extensions would differ. */
static bool invoked_as_sh(const char *arg0)
{
	if (!arg0)
		return false;
	const char *base = strrchr(arg0, '/');
	base = base ? base + 1 : arg0;
	if (*base == '-')
		base++;
	return !strcmp(base, "sh");
}

/* A setuid or setgid quirl (effective ids not the real ones) drops to the
 * real ids unless started with -p, before it reads a file; either way, or
 * with -p, the environment's ENV, BASH_ENV and PS4 are ignored, as the
 * caller controls them (POSIX, bash).  False: the ids could not be
 * dropped, and the shell must not run. */
static bool privileges(struct shell *sh)
{
	bool differ = getuid() != geteuid() || getgid() != getegid();
	if (differ && !(sh->opts & OPT_PRIVILEGED) &&
	    rt_opt_drop_privileges(sh) < 0)
		return false;
	if (differ || (sh->opts & OPT_PRIVILEGED)) {
		rt_var_unset(sh, "ENV");
		rt_var_unset(sh, "BASH_ENV");
		rt_var_set(sh, "PS4", "+ ", 0);
	}
	return true;
}

/* An interactive shell records history and, outside posix mode, expands
 * '!' references (bash's defaults), and takes the interactive signal
 * dispositions. */
static void interactive_setup(struct shell *sh)
{
	sh->opts |= OPT_HISTORY;
	sh->shopts |= SHOPT_EXPAND_ALIASES; /* as bash -i */
	if (!(sh->opts & OPT_POSIX))
		sh->opts |= OPT_HISTEXPAND;
	rt_signals_init(sh);
}

int main(int argc, char **argv, char **envp)
{
	static struct shell shell;
	struct shell *sh = &shell;
	rt_shell_init(sh, argc, argv, envp);
	struct args a = { 0 };
	if (invoked_as_sh(argv[0]))
		/* before the options: `sh +o posix` */
		rt_opt_put(sh, rt_opt_find("posix"), true);
	int r = parse_args(sh, argc, argv, &a);
	if (!(sh->opts & OPT_POSIX))
		rt_shell_bash_vars(sh);
	rt_shell_default_path(sh);
	a.login |= argv[0] && argv[0][0] == '-'; /* login(1) convention */
	sh->login = a.login;
	if (sh->login)
		sh->shopts |= SHOPT_LOGIN_SHELL; /* shopt login_shell */
	if (!r && !privileges(sh))
		r = 2;
	if (r) {
		rt_shell_free(sh);
		return r;
	}
	if (a.dump_ast) {
		r = run_dump(&a, argc, argv);
		rt_shell_free(sh);
		return r;
	}
	if (a.cmd) {
		sh->opts |= OPT_CMDSTR;
		if (!(sh->opts & OPT_POSIX)) /* the -c string (bash) */
			rt_var_set(sh, "BASH_EXECUTION_STRING", a.cmdstr, 0);
		if (a.rest < argc) {
			free(sh->arg0);
			sh->arg0 = xstrdup(argv[a.rest++]);
		}
		set_params(sh, argc, argv, a.rest);
		sh->interactive = a.interactive_flag;
		if (sh->interactive)
			interactive_setup(sh);
		if (!a.norc)
			fe_startup_files(sh, a.login && !a.noprofile, a.rcfile);
		sh->cmdstr_top = true;
		if (sh->skip != SKIP_EXIT)
			rt_run_string(sh, a.cmdstr, strlen(a.cmdstr));
		rt_shell_exit(sh, rt_final_status(sh));
	}
	int fd = 0;
	if (!a.stdin_mode && a.rest < argc) {
		free(sh->arg0);
		sh->arg0 = xstrdup(argv[a.rest]);
		rt_cs_set_main(sh, sh->arg0);
		fd = open_script(sh, argv[a.rest++]);
	} else {
		sh->opts |= OPT_STDIN;
	}
	set_params(sh, argc, argv, a.rest);
	sh->interactive =
		a.interactive_flag || (fd == 0 && isatty(0) && isatty(2));
	if (sh->interactive) {
		sh->opts |= OPT_INTERACTIVE;
		if (fd == 0 && isatty(0))
			fe_ed_default_options(sh); /* before the rc file */
		interactive_setup(sh);
	}
	if (!a.norc)
		fe_startup_files(sh, a.login && !a.noprofile, a.rcfile);
	if (sh->skip != SKIP_EXIT && sh->interactive && fd == 0)
		fe_interactive_run(sh, !a.noediting);
	else if (sh->skip != SKIP_EXIT && fd != 0) {
		/* `quirl -i FILE` (bash): the shell is interactive, but its
		 * commands are read as a script's, without prompts, job
		 * numbers or the exit notice */
		sh->nonint_depth++;
		sh->reading_file = true;
		rt_run_fd(sh, fd, false);
		sh->reading_file = false;
		sh->nonint_depth--;
	} else if (sh->skip != SKIP_EXIT) {
		rt_run_fd(sh, fd, sh->interactive);
	}
	if (fd > 0)
		close(fd);
	rt_shell_exit(sh, rt_final_status(sh));
}
