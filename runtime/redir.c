/*
 * redir.c - redirections (see redir.h for the design).
 *
 * Invariants:
 *  - Saved descriptors are >= 10 and close-on-exec, so children never see
 *    them; a descriptor the script redirects that was not open is recorded
 *    with saved == -1 and closed again on restore.
 *  - Here-document bodies are expanded in the shell and fed through a pipe
 *    when they fit in the pipe buffer, otherwise through an anonymous
 *    memory file; no helper process is ever left behind.
 *  - Standard output is flushed before fd 1 changes in either direction.
 */
#define _GNU_SOURCE
#include "redir.h"
#include "exec.h"
#include "error.h"
#include "expand.h"
#include "options.h"
#include "output.h"
#include "builtins/read.h"

#include "../frontend/parser.h"
#include "var.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

/* A close-on-exec copy of FD at 10 or above, out of the way of the
 * descriptors a script names (0-9); under a `ulimit -n` of 10 or less,
 * the lowest free one from 3. */
static int dup_high(int fd)
{
	int nfd = fcntl(fd, F_DUPFD_CLOEXEC, 10);
	if (nfd < 0 && errno == EINVAL)
		nfd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
	return nfd;
}

int rt_fd_move_high(int fd)
{
	int nfd = dup_high(fd);
	if (nfd < 0)
		return fd;
	close(fd);
	return nfd;
}

int rt_fd_move_top(int fd, int top, bool cloexec)
{
	struct rlimit rl;
	int nfd = -1;
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < (rlim_t)top) {
		fcntl(fd, F_SETFD, cloexec ? FD_CLOEXEC : 0);
		return fd;
	}
	for (int i = top - 1; i >= 10 && nfd < 0; i--)
		if (fcntl(i, F_GETFD) < 0 && errno == EBADF)
			nfd = dup3(fd, i, cloexec ? O_CLOEXEC : 0);
	if (nfd < 0)
		nfd = fcntl(fd, cloexec ? F_DUPFD_CLOEXEC : F_DUPFD, 10);
	close(fd);
	return nfd;
}

int rt_fd_script_top(void)
{
	struct rlimit rl;
	if (getrlimit(RLIMIT_NOFILE, &rl) < 0 || rl.rlim_cur > 256)
		return 256;
	return (int)rl.rlim_cur;
}

int rt_pipe(int p[2])
{
	if (pipe2(p, O_CLOEXEC) < 0)
		return -1;
	/* with fd 0, 1 or 2 closed an end could land there, and be closed
	 * or overwritten when the child puts the ends in place */
	for (int i = 0; i < 2; i++)
		if (p[i] < 3)
			p[i] = rt_fd_move_high(p[i]);
	return 0;
}

/* Saves FD before it changes: a copy above 10, or -1 when FD is closed.
 * A copy that cannot be made (EMFILE under a low `ulimit -n`) is an
 * error, and FD is left alone: taking it for closed would close it for
 * good when the redirection is undone. */
static int save_fd(struct shell *sh, struct redir_state *st, int fd)
{
	for (size_t i = 0; i < st->saves.n; i++)
		if (st->saves.v[i].fd == fd)
			return 0;
	struct redir_save s = { fd, dup_high(fd) };
	if (s.saved < 0 && errno != EBADF) {
		rt_err(sh, "redirection error: cannot duplicate fd: %s",
		       strerror(errno));
		return -1;
	}
	VEC_PUSH(st->saves, s);
	return 0;
}

/* A body that fits in a pipe (64 kB by default, more when the pipe can
 * grow) is written into one: no file, so `ulimit -f` does not apply, as
 * in bash.  -2 when it does not fit. */
static int heredoc_pipe(const char *body, size_t len)
{
	int p[2];
	if (pipe2(p, O_CLOEXEC) < 0)
		return -1;
	int cap = fcntl(p[1], F_GETPIPE_SZ);
	if (cap >= 0 && (size_t)cap < len && len <= (1u << 20))
		cap = fcntl(p[1], F_SETPIPE_SZ, (int)len);
	if (cap < 0 || (size_t)cap < len) {
		close(p[0]);
		close(p[1]);
		return -2;
	}
	ssize_t w = write(p[1], body, len); /* fits: never blocks */
	int e = errno;
	close(p[1]);
	if (w != (ssize_t)len) {
		close(p[0]);
		errno = w < 0 ? e : EIO;
		return -1;
	}
	return p[0];
}

/* A larger body goes into an anonymous file.  A write beyond `ulimit -f`
 * fails (EFBIG) instead of killing the shell with SIGXFSZ, and then the
 * here-document fails: it is never cut short in silence. */
static int heredoc_memfd(const char *body, size_t len)
{
	int fd = memfd_create("quirl-heredoc", MFD_CLOEXEC);
	if (fd < 0)
		return -1;
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;
	sigemptyset(&ign.sa_mask);
	sigaction(SIGXFSZ, &ign, &old);
	int e = 0;
	while (len) {
		ssize_t w = write(fd, body, len);
		if (w <= 0) {
			e = w < 0 ? errno : EIO;
			break;
		}
		body += w;
		len -= (size_t)w;
	}
	sigaction(SIGXFSZ, &old, NULL);
	if (e) {
		close(fd);
		errno = e;
		return -1;
	}
	lseek(fd, 0, SEEK_SET);
	return fd;
}

static int heredoc_fd(struct shell *sh, const struct redir *r)
{
	char *body = NULL;
	if (r->flags & RF_QUOTED) {
		struct strbuf sb;
		sb_init(&sb);
		for (const struct wpart *p = r->target ? r->target->parts
						       : NULL;
		     p; p = p->next)
			sb_addn(&sb, p->lit.s, p->lit.len);
		body = sb_detach(&sb);
	} else if (rt_expand(sh, &r->target, 1, EXP_HEREDOC, NULL, &body) < 0) {
		/* the command fails; the script goes on (bash, dash) */
		return -1;
	}
	if (r->op == R_HERESTR) {
		size_t n = strlen(body);
		body = xrealloc(body, n + 2);
		body[n] = '\n';
		body[n + 1] = 0;
	}
	size_t len = strlen(body);
	int fd = heredoc_pipe(body, len);
	if (fd == -2)
		fd = heredoc_memfd(body, len);
	free(body);
	if (fd < 0)
		rt_err(sh, "cannot create here-document: %s", strerror(errno));
	else if (fd < 3)
		fd = rt_fd_move_high(fd); /* as in open_target */
	return fd;
}

static int open_target(struct shell *sh, const struct redir *r,
		       const char *name)
{
	int flags, fd;
	switch (r->op) {
	case R_IN:
		flags = O_RDONLY;
		break;
	case R_RDWR:
		flags = O_RDWR | O_CREAT;
		break;
	case R_APPEND:
		flags = O_WRONLY | O_CREAT | O_APPEND;
		break;
	case R_OUT:
		if (sh->opts & OPT_NOCLOBBER) {
			fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
				  0666);
			if (fd >= 0 || errno != EEXIST)
				goto done;
			struct stat stb;
			if (stat(name, &stb) == 0 && S_ISREG(stb.st_mode)) {
				rt_err(sh, "%s: cannot overwrite existing file",
				       name);
				return -1;
			}
			flags = O_WRONLY;
			break;
		}
		/* fall through */
	case R_CLOBBER:
	default:
		flags = O_WRONLY | O_CREAT | O_TRUNC;
		break;
	}
	fd = open(name, flags | O_CLOEXEC, 0666);
done:
	if (fd < 0)
		rt_err(sh, "%s: %s", name, strerror(errno));
	/* with fd 0, 1 or 2 closed the file would land there, and buffered
	 * standard output, flushed when fd 1 changes, would go into it */
	else if (fd < 3)
		fd = rt_fd_move_high(fd);
	return fd;
}

static bool all_digits(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

/* Puts src on r->fd (src == -1: close r->fd).  Closes src afterwards when
 * `owned`. */
/* The target of N>&M- (or N<&M-): digits, then '-'. */
static bool is_move(const char *s)
{
	size_t n = strlen(s);
	if (n < 2 || s[n - 1] != '-')
		return false;
	for (size_t i = 0; i + 1 < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return false;
	return true;
}

static int install(struct shell *sh, struct redir_state *st, int fd, int src,
		   bool owned)
{
	bi_read_input_sync(sh); /* read's read-ahead is for the old fd */
	if (fd == 1 || fd == 2)
		rt_out_flush_all(sh);
	if (save_fd(sh, st, fd) < 0) {
		if (owned && src >= 0)
			close(src);
		return -1;
	}
	if (fd == 1 && sh->out_capture) {
		/* output goes where fd 1 now goes, until restored */
		st->capture = sh->out_capture;
		sh->out_capture = NULL;
	}
	if (src < 0) {
		close(fd);
		return 0;
	}
	if (src == fd) {
		/* n>&n: keep it open, but across exec too */
		int fl = fcntl(fd, F_GETFD);
		if (fl >= 0)
			fcntl(fd, F_SETFD, fl & ~FD_CLOEXEC);
		return 0;
	}
	int r = dup2(src, fd);
	int e = errno;
	if (owned)
		close(src);
	if (r < 0) {
		rt_err(sh, "%d: %s", fd, strerror(e));
		return -1;
	}
	return 0;
}

/* bash names the descriptor as the script wrote it: "$fd: Bad file
 * descriptor". */
/* "WORD: WHAT", WORD as written when it had expansions, else NAME. */
static void word_error(struct shell *sh, const struct word *w, const char *name,
		       const char *what)
{
	if (name && !(w->flags & W_EXPAND)) {
		rt_err(sh, "%s: %s", name, what);
		return;
	}
	struct strbuf sb;
	sb_init(&sb);
	ast_unparse_word(&sb, w);
	rt_err(sh, "%s: %s", sb_str(&sb), what);
	sb_free(&sb);
}

static void bad_fd(struct shell *sh, const struct word *w, const char *name)
{
	word_error(sh, w, name, "Bad file descriptor");
}

/* The file name of a redirection: see redir.h.  Outside posix mode the
 * word is expanded as a command word is, as bash does (split, globbed,
 * brace-expanded); in posix mode, as dash and POSIX have it, one string
 * without splitting or globbing. */
int rt_redir_target(struct shell *sh, const struct redir *r, char **name)
{
	if (sh->opts & OPT_POSIX || !(r->target->flags & (W_EXPAND | W_GLOB)))
		return rt_expand(sh, &r->target, 1, 0, NULL, name) < 0 ? -1 : 0;
	struct strvec f = { 0 };
	if (rt_expand(sh, &r->target, 1, EXP_FIELDS, &f, NULL) < 0) {
		sv_free(&f);
		return -1;
	}
	if (f.n != 1) {
		sv_free(&f);
		word_error(sh, r->target, NULL, "ambiguous redirect");
		return 1;
	}
	*name = f.v[0];
	free(f.v);
	return 0;
}

/* Both stdout and stderr to the file: &>, &>> and >&file (bash). */
static int install_both(struct shell *sh, struct redir_state *st,
			const struct redir *r, enum redir_op op,
			const char *name)
{
	struct redir tmp = *r;
	tmp.op = op;
	int fd = open_target(sh, &tmp, name);
	int rc = fd < 0 ? -1 : install(sh, st, 1, fd, true);
	if (rc == 0)
		rc = install(sh, st, 2, 1, false);
	return rc;
}

bool rt_redir_hidden_fd(const struct shell *sh, int fd, int fl)
{
	return fd >= 10 && fl >= 0 && (fl & FD_CLOEXEC) &&
	       !rt_coproc_fd(sh, fd);
}

/* {NAME}>&- and {NAME}<&-: closes the descriptor NAME holds, saved and
 * restored like any redirection (bash).  A value that is not a number
 * closes nothing, as in bash. */
static int fdvar_close(struct shell *sh, const struct redir *r,
		       struct redir_state *st)
{
	const char *v = rt_var_get(sh, r->fdvar);
	if (!v || !*v) {
		rt_err(sh, "%s: ambiguous redirect", r->fdvar);
		return -1;
	}
	if (!all_digits(v) || strlen(v) >= 9)
		return 0;
	int fd = atoi(v);
	if (rt_redir_hidden_fd(sh, fd, fcntl(fd, F_GETFD)))
		return 0; /* the shell's own descriptor, hidden from scripts */
	rt_coproc_fd_closed(sh, fd);
	return install(sh, st, fd, -1, false);
}

/* {NAME}>file and the other named-fd forms: SRC goes to a new descriptor
 * >= 10 whose number NAME receives.  It stays open after the command
 * (bash) unless varredir_close is on. */
static int fdvar_alloc(struct shell *sh, const struct redir *r,
		       struct redir_state *st, int src, bool owned)
{
	int fd = fcntl(src, F_DUPFD, 10);
	int e = errno;
	if (owned)
		close(src);
	if (fd < 0) {
		rt_err(sh, "%s: %s", r->fdvar, strerror(e));
		return -1;
	}
	char num[16];
	snprintf(num, sizeof num, "%d", fd);
	if (rt_var_set(sh, r->fdvar, num, 0) < 0) {
		rt_err(sh, "%s: cannot assign fd to variable", r->fdvar);
		close(fd);
		return -1;
	}
	if (sh->shopts & SHOPT_VARREDIR_CLOSE)
		VEC_PUSH(st->closes, fd);
	return 0;
}

/* Puts SRC where the redirection says: on r->fd, or on a new descriptor
 * for a named fd. */
static int place(struct shell *sh, struct redir_state *st,
		 const struct redir *r, int src, bool owned)
{
	if (r->fdvar)
		return fdvar_alloc(sh, r, st, src, owned);
	return install(sh, st, r->fd, src, owned);
}

/* Not inlined: most commands have no redirection, and its frame would
 * make every rt_redir_apply() pay for one. */
__attribute__((noinline)) static int apply_one(struct shell *sh,
					       const struct redir *r,
					       struct redir_state *st)
{
	/* (before a file is opened, which may truncate the one read) */
	bi_read_input_sync(sh);
	if (r->op == R_HEREDOC || r->op == R_HERESTR) {
		int fd = heredoc_fd(sh, r);
		if (fd < 0)
			return -1;
		return place(sh, st, r, fd, true);
	}
	char *name = NULL;
	int got = rt_redir_target(sh, r, &name);
	if (got < 0) {
		/* unlike a file that cannot be opened, this ends a script */
		rt_error(sh, RT_E_EXPAND, 2);
		return -1;
	}
	if (got > 0)
		return -1;
	int rc;
	if (r->op == R_DUPIN || r->op == R_DUPOUT) {
		if (!strcmp(name, "-")) {
			if (!r->fdvar)
				rt_coproc_fd_closed(sh, r->fd);
			rc = r->fdvar ? fdvar_close(sh, r, st)
				      : install(sh, st, r->fd, -1, false);
		} else if ((all_digits(name) || is_move(name)) &&
			   strlen(name) < 9) {
			/* N>&M- moves M: a dup, then M closed (bash) */
			bool move = is_move(name);
			int src = atoi(name);
			int fl = fcntl(src, F_GETFD);
			if (src == r->fd && !r->fdvar) {
				/* N>&N changes nothing, even with N closed
				 * (dash and bash: no error) */
				rc = 0;
			} else if (fl < 0 || rt_redir_hidden_fd(sh, src, fl)) {
				if (move) { /* bash: two lines, M alone */
					rt_err_noline(
						sh,
						"redirection error: cannot "
						"duplicate fd: %s",
						strerror(EBADF));
					name[strlen(name) - 1] = 0;
				}
				bad_fd(sh, r->target, name);
				rc = -1;
			} else {
				rc = place(sh, st, r, src, false);
				if (rc == 0 && move)
					rc = install(sh, st, src, -1, false);
			}
		} else if (r->op == R_DUPOUT && r->fd == 1 && !r->fdvar) {
			/* bash: >&file redirects both stdout and stderr */
			rc = install_both(sh, st, r, R_OUT, name);
		} else {
			rt_err(sh, "%s: ambiguous redirect", name);
			rc = -1;
		}
	} else if (r->flags & RF_BOTH) {
		rc = install_both(sh, st, r, r->op, name);
	} else {
		int fd = open_target(sh, r, name);
		rc = fd < 0 ? -1 : place(sh, st, r, fd, true);
	}
	free(name);
	return rc;
}

int rt_redir_apply(struct shell *sh, const struct redir *r,
		   struct redir_state *st)
{
	for (; r; r = r->next) {
		if (apply_one(sh, r, st) < 0) {
			rt_redir_restore(sh, st);
			return -1;
		}
	}
	return 0;
}

int rt_redir_dup(struct shell *sh, int src, int fd, struct redir_state *st)
{
	return install(sh, st, fd, src, false);
}

void rt_redir_restore(struct shell *sh, struct redir_state *st)
{
	if (!st->closes.v && !st->saves.v)
		return; /* nothing was saved or opened */
	bi_read_input_sync(sh);
	for (size_t i = 0; i < st->closes.n; i++)
		close(st->closes.v[i]);
	VEC_FREE(st->closes);
	if (!st->saves.n)
		return;
	rt_out_flush_all(sh);
	for (size_t i = st->saves.n; i-- > 0;) {
		struct redir_save *s = &st->saves.v[i];
		if (s->saved < 0) {
			close(s->fd);
		} else {
			dup2(s->saved, s->fd);
			close(s->saved);
		}
	}
	VEC_FREE(st->saves);
	if (st->capture) {
		sh->out_capture = st->capture;
		st->capture = NULL;
	}
}

void rt_redir_keep(struct shell *sh, struct redir_state *st)
{
	(void)sh;
	for (size_t i = 0; i < st->saves.n; i++)
		if (st->saves.v[i].saved >= 0)
			close(st->saves.v[i].saved);
	VEC_FREE(st->saves);
	VEC_FREE(st->closes);
}
