/*
 * cmdsub.c - command substitution, $(...) and `...`.
 *
 * The body runs in a subshell environment (POSIX XCU 2.6.3), so nothing it
 * does may reach the shell: a forked child reading its output through a
 * pipe gives that for any body.  A fork costs about 150 us here, most of it
 * copy-on-write faults, while `x=$(echo $i)` or `y=$(printf %03d "$n")`
 * needs a microsecond of work.  So a body that is one simple command whose
 * words cannot change the shell when expanded does without the fork: echo
 * or printf runs in this process, its fd 1 output collected through
 * sh->out_capture, and an external program is spawned (posix_spawn) with
 * its output to the pipe, as the subshell would have exec'd it.
 * $(< file) reads the file in this process.
 *
 * Invariants of the fork-free path:
 *  - Only words with no side effects qualify: literals, quotes, parameters
 *    other than the ones whose reading changes state (RANDOM, SRANDOM),
 *    with the operators that neither assign nor fail (${x:-w}, ${x#p},
 *    ${#x}, ...), tildes, and globs unless failglob is set.  No $(...),
 *    no $((...)) (it may assign), no ${x=w} or ${x?w}, no prefix
 *    assignments or redirections.  Under set -u every parameter read must
 *    be set, as the error would otherwise end the shell rather than the
 *    subshell.
 *  - The words are expanded first (which changes nothing), then the name
 *    looked up: echo, printf without -v, or an external program qualify;
 *    anything else (a function, another builtin, no such command) goes to
 *    a subshell, which expands the words again.  The one trace left in
 *    the shell is the PATH hash entry of a program (a cache).
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

static bool pure_parts(struct shell *sh, const struct wpart *p);

static bool pure_word(struct shell *sh, const struct word *w)
{
	return !w || pure_parts(sh, w->parts);
}

/* Under set -u, reading unset NAME is an error. */
static bool read_ok(struct shell *sh, const char *name)
{
	if (!(sh->opts & OPT_NOUNSET) || !strcmp(name, "@") ||
	    !strcmp(name, "*"))
		return true;
	const char *val;
	struct strbuf tmp;
	sb_init(&tmp);
	bool set = rt_param_value(sh, name, &tmp, &val);
	sb_free(&tmp);
	return set;
}

static bool pure_param(struct shell *sh, const struct wpart *p)
{
	const char *name = p->param.name;
	if (p->param.indirect || p->param.index || !strcmp(name, "RANDOM") ||
	    !strcmp(name, "SRANDOM"))
		return false;
	switch (p->param.op) {
	case PO_DEFAULT:
	case PO_ALT:
		break; /* an unset name is not an error there */
	case PO_PLAIN:
	case PO_LENGTH:
	case PO_RSMALL:
	case PO_RLARGE:
	case PO_LSMALL:
	case PO_LLARGE:
	case PO_REPL:
	case PO_REPLALL:
	case PO_REPLPRE:
	case PO_REPLSUF:
	case PO_UPPER1:
	case PO_UPPER:
	case PO_LOWER1:
	case PO_LOWER:
		if (!read_ok(sh, name))
			return false;
		break;
	default:
		return false;
	}
	return pure_word(sh, p->param.arg) && pure_word(sh, p->param.arg2);
}

static bool pure_parts(struct shell *sh, const struct wpart *p)
{
	for (; p; p = p->next) {
		switch (p->kind) {
		case WP_LIT:
		case WP_QLIT:
		case WP_TILDE:
			break;
		case WP_DQUOTE:
			if (!pure_parts(sh, p->sub))
				return false;
			break;
		case WP_PARAM:
			if (!pure_param(sh, p))
				return false;
			break;
		default:
			return false;
		}
	}
	return true;
}

/* A lone simple command without assignments or redirections whose words
 * have no side effects. */
static bool pure_command(struct shell *sh, const struct node *body)
{
	if (body->next || body->kind != N_SIMPLE || body->redirs ||
	    body->simple.assigns || body->simple.argc < 1)
		return false;
	bool failglob = sh->shopts & SHOPT_FAILGLOB;
	for (int i = 0; i < body->simple.argc; i++) {
		const struct word *w = body->simple.argv[i];
		if ((failglob && (w->flags & W_GLOB)) || !pure_word(sh, w))
			return false;
	}
	return true;
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

/* Appends what is left to read on FD; -1 with errno on a read error. */
static int read_all(int fd, struct strbuf *out)
{
	char buf[8192];
	for (;;) {
		ssize_t n = read(fd, buf, sizeof buf);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		if (n == 0)
			return 0;
		sb_addn(out, buf, (size_t)n);
	}
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
 * around it: -1); so does this.  Status 1 with a message when the file
 * cannot be opened or read (bash is silent about a read error such as a
 * directory's; cat is not). */
static int read_file(struct shell *sh, const struct redir *r,
		     struct strbuf *out)
{
	char *name = NULL;
	if (rt_expand_str(sh, r->target, 0, &name) < 0) {
		free(name);
		return -1;
	}
	int status = 0;
	int fd = open(name, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || read_all(fd, out) < 0) {
		rt_err(sh, "%s: %s", name, strerror(errno));
		status = 1;
	}
	if (fd >= 0)
		close(fd);
	free(name);
	return status;
}

/* echo or printf, not printf -v: output is all they do. */
static bool output_only(const struct builtin *bi, char **argv)
{
	return !strcmp(bi->name, "echo") ||
	       (!strcmp(bi->name, "printf") && !printf_assigns(argv));
}

/* A program started without forking the shell, its output read here. */
static int spawn_program(struct shell *sh, const char *path, char **argv,
			 struct strbuf *out)
{
	int p[2];
	if (pipe2(p, O_CLOEXEC) < 0) {
		rt_err(sh, "pipe: %s", strerror(errno));
		return 2;
	}
	pid_t pid;
	int status = rt_spawn_output(sh, path, argv, p[1], &pid);
	close(p[1]);
	if (!status)
		read_all(p[0], out);
	close(p[0]);
	return status ? status : rt_wait_fg(sh, pid);
}

/* Runs BODY without a subshell if it qualifies; -1 (nothing done) when
 * it does not. */
static int run_in_process(struct shell *sh, const struct node *body,
			  struct strbuf *out)
{
	if (!pure_command(sh, body))
		return -1;
	int lineno = sh->lineno;
	enum skip skip = sh->skip;
	int exit_status = sh->exit_status;
	sh->lineno = body->lineno;
	sh->nofatal++;
	struct strvec argv = { 0 };
	struct cmd_lookup cl = { .kind = CMD_NOTFOUND };
	int status = -1;
	if (rt_expand_argv(sh, body->simple.argv, body->simple.argc,
			   &argv) < 0) {
		status = 2; /* the message is out; the subshell would exit 2 */
	} else if (argv.n) {
		rt_cmd_lookup(sh, argv.v[0], 0, &cl);
		bool builtin = cl.kind == CMD_BUILTIN &&
			       output_only(cl.bi, argv.v);
		if ((builtin || cl.kind == CMD_EXTERNAL) &&
		    (sh->opts & OPT_XTRACE))
			rt_xtrace(sh, argv.v, NULL);
		if (builtin) {
			struct strbuf *outer = sh->out_capture;
			sh->out_capture = out;
			status = rt_call_builtin(sh, cl.bi, (int)argv.n,
						 argv.v);
			sh->out_capture = outer;
		} else if (cl.kind == CMD_EXTERNAL) {
			status = spawn_program(sh, cl.path, argv.v, out);
		}
	}
	rt_cmd_lookup_free(&cl);
	sv_free(&argv);
	sh->nofatal--;
	sh->lineno = lineno;
	sh->skip = skip;
	sh->exit_status = exit_status;
	return status;
}

static int run_in_subshell(struct shell *sh, const struct node *body,
			   struct strbuf *out)
{
	int p[2];
	if (pipe2(p, O_CLOEXEC) < 0) {
		rt_err(sh, "pipe: %s", strerror(errno));
		return 2;
	}
	pid_t pid = rt_fork(sh);
	if (pid < 0) {
		close(p[0]);
		close(p[1]);
		return 2;
	}
	if (pid == 0) {
		close(p[0]);
		dup2(p[1], 1);
		close(p[1]);
		rt_eval_list(sh, body, EV_EXIT);
		rt_child_exit(sh, rt_final_status(sh));
	}
	close(p[1]);
	read_all(p[0], out);
	close(p[0]);
	return rt_wait_fg(sh, pid);
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
	} else if ((status = run_in_process(sh, body, out)) < 0) {
		status = run_in_subshell(sh, body, out);
	}
	while (out->len && out->buf[out->len - 1] == '\n')
		out->buf[--out->len] = 0;
	return sh->status = status;
}
