/*
 * cd.c - cd and pwd (POSIX XCU cd, pwd).
 *
 * The logical directory ($PWD) is maintained textually as POSIX describes
 * for cd -L: the operand is joined to $PWD and "." / ".." components are
 * resolved without following symbolic links.  When that textual path cannot
 * be entered, cd falls back to the operand as the kernel resolves it and
 * takes $PWD from getcwd.  cd -P always uses the physical path.
 *
 * Invariants: $PWD is only assigned an absolute path free of "." and ".."
 * components; OLDPWD receives the previous $PWD (or getcwd when $PWD was
 * unset).  Variables are assigned with flags 0, so existing export flags
 * stay as they are.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtins.h"
#include "../error.h"
#include "../options.h"
#include "../output.h"
#include "../var.h"
#include "table.h"

static bool cd_is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static const char *cd_chrnul(const char *s, char c)
{
	while (*s && *s != c)
		s++;
	return s;
}

/*
 * Resolves "." and ".." in the absolute path p textually.  Returns a
 * malloc'ed path, or NULL (errno set) when a component before ".." is not
 * a directory.
 */
static char *cd_canon(const char *p)
{
	struct strbuf sb;
	sb_init(&sb);
	while (*p) {
		while (*p == '/')
			p++;
		const char *e = cd_chrnul(p, '/');
		size_t n = (size_t)(e - p);
		if (n == 0 || (n == 1 && p[0] == '.')) {
			/* nothing */
		} else if (n == 2 && p[0] == '.' && p[1] == '.') {
			if (sb.len && !cd_is_dir(sb.buf)) {
				sb_free(&sb);
				errno = ENOTDIR;
				return NULL;
			}
			while (sb.len && sb.buf[sb.len - 1] != '/')
				sb.len--;
			if (sb.len)
				sb.buf[--sb.len] = 0;
		} else {
			sb_addc(&sb, '/');
			sb_addn(&sb, p, n);
		}
		p = e;
	}
	if (!sb.len)
		sb_addc(&sb, '/');
	return sb_detach(&sb);
}

static char *cd_getcwd(void)
{
	char *buf = getcwd(NULL, 0);
	if (!buf)
		return NULL;
	char *r = xstrdup(buf);
	free(buf);
	return r;
}

/* Whether the first component of dir is "." or "..". */
static bool cd_dot_start(const char *dir)
{
	if (dir[0] != '.')
		return false;
	return dir[1] == 0 || dir[1] == '/' ||
	       (dir[1] == '.' && (dir[2] == 0 || dir[2] == '/'));
}

/* CDPATH search; returns the malloc'ed candidate and whether to print. */
static char *cd_search(struct shell *sh, const char *dir, bool *print)
{
	const char *cdpath = rt_var_get(sh, "CDPATH");
	*print = false;
	if (dir[0] == '/' || cd_dot_start(dir) || !cdpath)
		return xstrdup(dir);
	for (const char *p = cdpath;;) {
		const char *e = cd_chrnul(p, ':');
		struct strbuf sb;
		sb_init(&sb);
		if (e == p)
			sb_adds(&sb, "./");
		else
			sb_addn(&sb, p, (size_t)(e - p));
		if (sb.buf[sb.len - 1] != '/')
			sb_addc(&sb, '/');
		sb_adds(&sb, dir);
		if (cd_is_dir(sb.buf)) {
			/* POSIX: print when a non-empty CDPATH entry was used,
			 * "." included */
			*print = e != p;
			return sb_detach(&sb);
		}
		sb_free(&sb);
		if (!*e)
			break;
		p = e + 1;
	}
	return xstrdup(dir);
}

/* Enters path; returns the new logical $PWD (malloc'ed) or NULL. */
static char *cd_enter(struct shell *sh, const char *path, bool physical)
{
	if (!physical) {
		const char *pwd = rt_var_get(sh, "PWD");
		char *base = NULL;
		if (path[0] != '/' && !(pwd && pwd[0] == '/'))
			base = cd_getcwd();
		struct strbuf sb;
		sb_init(&sb);
		if (path[0] != '/')
			sb_addf(&sb, "%s/", base ? base : pwd ? pwd : "");
		sb_adds(&sb, path);
		free(base);
		char *canon = cd_canon(sb_str(&sb));
		sb_free(&sb);
		if (canon && chdir(canon) == 0)
			return canon;
		free(canon);
	}
	if (chdir(path) < 0)
		return NULL;
	char *cwd = cd_getcwd();
	/* entered but unnamable (deleted parent): keep the textual path */
	return cwd ? cwd : xstrdup(path);
}

/* Parses -L / -P (the default: set -P) and, for cd (CHECK not NULL),
 * bash's -e; returns the operand index or -1 after a usage error. */
static int cd_opts(struct shell *sh, int argc, char **argv, bool *physical,
		   bool *check)
{
	*physical = (sh->opts & OPT_PHYSICAL) != 0;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv,
				      check ? "LPe" : "LP")))
		if (c == '?')
			return -1;
		else if (c == 'e')
			*check = true;
		else
			*physical = c == 'P';
	return g.ind;
}

BUILTIN(cd)
{
	bool physical = false, print = false, check = false;
	int i = cd_opts(sh, argc, argv, &physical, &check);
	if (i < 0)
		return 2;
	if (argc - i > 1) {
		rt_err(sh, "cd: too many arguments");
		return 1;
	}
	const char *dir = argv[i];
	if (!dir) {
		dir = rt_var_get(sh, "HOME");
		if (!dir) {
			rt_err(sh, "cd: HOME not set");
			return 1;
		}
		if (!*dir)
			return 0;
	} else if (!strcmp(dir, "-")) {
		dir = rt_var_get(sh, "OLDPWD");
		if (!dir || !*dir) {
			rt_err(sh, "cd: OLDPWD not set");
			return 1;
		}
		print = true;
	}
	int status = bi_cd_change(sh, "cd", dir, physical, print);
	if (!status && physical && check) {
		/* -P -e: entered, but its name cannot be found (bash) */
		char *cwd = cd_getcwd();
		status = !cwd;
		free(cwd);
	}
	return status;
}

int bi_cd_change(struct shell *sh, const char *who, const char *dir,
		 bool physical, bool print)
{
	bool cdprint;
	char *path = cd_search(sh, dir, &cdprint);
	const char *pwd = rt_var_get(sh, "PWD");
	char *old = pwd ? xstrdup(pwd) : cd_getcwd();
	char *newpwd = cd_enter(sh, path, physical);
	int status = 0;
	if (!newpwd) {
		rt_err(sh, "%s: %s: %s", who, dir, strerror(errno));
		status = 1;
	} else {
		if (old)
			rt_var_set(sh, "OLDPWD", old, VF_EXPORT);
		if (rt_var_set(sh, "PWD", newpwd, VF_EXPORT) < 0)
			status = 1;
		if ((print || cdprint) && rt_outf(sh, 1, "%s\n", newpwd) < 0) {
			rt_err(sh, "%s: write error: %s", who, strerror(errno));
			status = 1;
		}
	}
	free(old);
	free(newpwd);
	free(path);
	return status;
}

/* Whether $PWD names the current directory in canonical form. */
static bool cd_pwd_valid(const char *pwd)
{
	if (!pwd || pwd[0] != '/')
		return false;
	for (const char *p = pwd; *p; p++) {
		if (*p != '/')
			continue;
		if (p[1] == '.' && (!p[2] || p[2] == '/' ||
				    (p[2] == '.' && (!p[3] || p[3] == '/'))))
			return false;
	}
	struct stat a, b;
	return stat(pwd, &a) == 0 && stat(".", &b) == 0 &&
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

BUILTIN(pwd)
{
	bool physical = false;
	int i = cd_opts(sh, argc, argv, &physical, NULL);
	if (i < 0)
		return 2; /* operands are ignored (bash, also --posix) */
	const char *pwd = rt_var_get(sh, "PWD");
	char *cwd = NULL;
	if (physical || !cd_pwd_valid(pwd)) {
		cwd = cd_getcwd();
		if (!cwd) {
			rt_err(sh,
			       "pwd: error retrieving current directory: %s",
			       strerror(errno));
			return 1;
		}
		pwd = cwd;
	}
	int r = rt_outf(sh, 1, "%s\n", pwd);
	free(cwd);
	if (r < 0) {
		rt_err(sh, "pwd: write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}
