/*
 * glob.c - pathname expansion (XCU 2.14.3) of one pattern.
 *
 * Design and invariants:
 *  - The pattern is split at '/' into components.  A component without
 *    magic (see rt_pattern_has_magic) is appended to the path with its
 *    backslash escapes removed, without reading any directory; a component
 *    with magic is matched against the names of the directory built so far.
 *    '/' is therefore never matched by a wildcard.
 *  - A name starting with '.' matches only when the component starts with
 *    a literal '.' or shopt dotglob is on; "." and ".." are never
 *    produced by a wildcard component (as bash 5.2 and ksh do), so `.*`
 *    is safe in rm.
 *  - Separators are reproduced as written ("a//b", trailing "/": a
 *    trailing slash restricts matches to directories and is kept).
 *  - Results are sorted with strcoll (strcmp under LC_ALL=C) and appended to
 *    the caller's vector; the count is returned and 0 means "no match"
 *    (the caller keeps the word).  Unreadable directories just match
 *    nothing, as POSIX allows.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "shell.h"
#include "options.h"
#include "pattern.h"
#include "var.h"

/* Appends the component [p, e) to sb with backslash escapes removed. */
static void add_unescaped(struct strbuf *sb, const char *p, const char *e)
{
	for (; p < e; p++) {
		if (*p == '\\' && p + 1 < e)
			p++;
		sb_addc(sb, *p);
	}
}

/* End of the component starting at p: the next '/' or the NUL. */
static const char *comp_end(const char *p)
{
	while (*p && *p != '/') {
		if (*p == '\\' && p[1] && p[1] != '/')
			p++;
		p++;
	}
	return p;
}

static bool path_exists(const char *path, bool want_dir)
{
	struct stat st;
	if (want_dir)
		return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
	return lstat(path, &st) == 0;
}

static bool dot_ok(const char *comp, const char *name, bool dotglob)
{
	if (name[0] != '.')
		return true;
	if (!strcmp(name, ".") || !strcmp(name, ".."))
		return false;
	return dotglob || comp[0] == '.' || (comp[0] == '\\' && comp[1] == '.');
}

/* One pathname expansion: the results and the options it obeys. */
struct gctx {
	struct strvec *res;
	bool dotglob, globstar;
	unsigned pflags; /* PAT_FOLD under nocaseglob */
};

static void glob_rec(struct gctx *g, struct strbuf *path, const char *rest,
		     bool magic_seen);

static void path_cut(struct strbuf *path, size_t len)
{
	path->len = len;
	if (path->buf)
		path->buf[len] = 0;
}

/* Matches the magic component [comp, e) against the entries of path. */
static void glob_dir(struct gctx *g, struct strbuf *path, const char *comp,
		     const char *e)
{
	char *pat = xstrndup(comp, (size_t)(e - comp));
	DIR *d = opendir(path->len ? path->buf : ".");
	if (!d) {
		free(pat);
		return;
	}
	size_t base = path->len;
	struct strvec names = { 0 };
	struct dirent *de;
	while ((de = readdir(d)))
		if (dot_ok(pat, de->d_name, g->dotglob) &&
		    rt_pattern_matchf(pat, de->d_name, strlen(de->d_name),
				      g->pflags))
			sv_pushdup(&names, de->d_name);
	closedir(d);
	free(pat);
	for (size_t i = 0; i < names.n; i++) {
		path_cut(path, base);
		sb_adds(path, names.v[i]);
		glob_rec(g, path, e, true);
	}
	path_cut(path, base);
	sv_free(&names);
}

/* ------------------------------------------------------------ globstar */

/*
 * shopt globstar: a component that is exactly "**" matches zero or more
 * directories.  The walk never descends through a symbolic link (as bash
 * 5.2), though the directory it starts from may be one, and it skips
 * dot names as '*' does; each directory is read a bounded number of
 * times, so the cost is linear in the size of the tree.
 */
enum star_kind {
	STAR_ALL,  /* trailing "**": every name below */
	STAR_DIRS, /* trailing "**" "/": every directory below, with '/' */
	STAR_MID,  /* "**" "/" REST: REST in this directory and each below */
};

/* Whether the entry DE of the directory PATH (which ends in its name) is
 * a directory: FOLLOW says whether a symbolic link to one counts. */
static bool entry_is_dir(const char *path, const struct dirent *de, bool follow)
{
	struct stat st;
#ifdef DT_DIR
	if (de->d_type == DT_DIR)
		return true;
	if (de->d_type != DT_UNKNOWN && (de->d_type != DT_LNK || !follow))
		return false;
#else
	(void)de;
#endif
	if ((follow ? stat(path, &st) : lstat(path, &st)) < 0)
		return false;
	return S_ISDIR(st.st_mode);
}

/* Walks the directory PATH (empty or ending in '/') for a "**" of kind
 * K; REST is what follows "**" "/" for STAR_MID.  False when PATH cannot
 * be read. */
static bool star_walk(struct gctx *g, struct strbuf *path, enum star_kind k,
		      const char *rest)
{
	DIR *d = opendir(path->len ? path->buf : ".");
	if (!d)
		return false;
	size_t base = path->len;
	struct strvec sub = { 0 };
	struct dirent *de;
	while ((de = readdir(d))) {
		const char *n = de->d_name;
		if (n[0] == '.' &&
		    (!g->dotglob || !n[1] || (n[1] == '.' && !n[2])))
			continue;
		path_cut(path, base);
		sb_adds(path, n);
		if (k == STAR_ALL)
			sv_pushdup(g->res, path->buf);
		if (k == STAR_DIRS && entry_is_dir(path->buf, de, true)) {
			sb_addc(path, '/');
			sv_pushdup(g->res, path->buf);
			path_cut(path, path->len - 1);
		}
		if (entry_is_dir(path->buf, de, false))
			sv_pushdup(&sub, n);
	}
	closedir(d);
	if (k == STAR_MID) {
		path_cut(path, base);
		glob_rec(g, path, rest, true);
	}
	for (size_t i = 0; i < sub.n; i++) {
		path_cut(path, base);
		sb_adds(path, sub.v[i]);
		sb_addc(path, '/');
		star_walk(g, path, k, rest);
	}
	path_cut(path, base);
	sv_free(&sub);
	return true;
}

/* The "**" component at REST (E its end) in the directory PATH. */
static void glob_star(struct gctx *g, struct strbuf *path, const char *rest,
		      bool magic_seen)
{
	const char *e = rest + 2;
	/* consecutive "**" components are one: a / * * / * * / b */
	for (;;) {
		const char *q = e;
		while (*q == '/')
			q++;
		if (q == e || q[0] != '*' || q[1] != '*' ||
		    (q[2] && q[2] != '/'))
			break;
		e = q + 2;
		magic_seen = true;
	}
	const char *after = e;
	while (*after == '/')
		after++;
	size_t base = path->len;
	if (!*e) {
		/* the zero-directory match is the directory itself, its
		 * '/' kept only when it was written out (bash: a/ ** gives
		 * "a/", * / ** gives "a") */
		if (star_walk(g, path, STAR_ALL, NULL) && base) {
			if (magic_seen && base > 1)
				path_cut(path, base - 1);
			sv_pushdup(g->res, path->buf);
			path_cut(path, base);
		}
	} else if (!*after) {
		if (star_walk(g, path, STAR_DIRS, NULL) && base)
			sv_pushdup(g->res, path->buf);
	} else {
		star_walk(g, path, STAR_MID, after);
	}
}

/* rest points at the remaining pattern, path holds what matched so far. */
static void glob_rec(struct gctx *g, struct strbuf *path, const char *rest,
		     bool magic_seen)
{
	size_t base = path->len;
	while (*rest == '/') {
		sb_addc(path, '/');
		rest++;
	}
	if (!*rest) {
		bool want_dir =
			path->len > 0 && path->buf[path->len - 1] == '/';
		if (magic_seen && path_exists(path->buf, want_dir))
			sv_pushdup(g->res, path->buf);
	} else if (g->globstar && rest[0] == '*' && rest[1] == '*' &&
		   (!rest[2] || rest[2] == '/')) {
		glob_star(g, path, rest, magic_seen);
	} else {
		const char *e = comp_end(rest);
		char *comp = xstrndup(rest, (size_t)(e - rest));
		bool magic = rt_pattern_has_magic(comp);
		free(comp);
		if (magic) {
			glob_dir(g, path, rest, e);
		} else {
			add_unescaped(path, rest, e);
			glob_rec(g, path, e, magic_seen);
		}
	}
	path_cut(path, base);
}

/* ---------------------------------------------------------- GLOBIGNORE */

/* Whether NAME survives GLOBIGNORE's colon-separated patterns IGN, which
 * match the whole result with '/' matched only by '/' (bash). */
static bool glob_kept(const char *ign, const char *name, unsigned pflags)
{
	struct strbuf pat;
	sb_init(&pat);
	bool kept = true;
	for (const char *p = ign; kept && *p;) {
		const char *c = strchr(p, ':');
		size_t n = c ? (size_t)(c - p) : strlen(p);
		if (n) {
			pat.len = 0;
			sb_addn(&pat, p, n);
			kept = !rt_pattern_matchf(sb_str(&pat), name,
						  strlen(name),
						  pflags | PAT_PATHNAME);
		}
		p += n + (c != NULL);
	}
	sb_free(&pat);
	return kept;
}

static void glob_ignore(struct shell *sh, struct strvec *res, unsigned pflags)
{
	const char *ign = rt_var_get(sh, "GLOBIGNORE");
	if (!ign || !*ign)
		return;
	size_t k = 0;
	for (size_t i = 0; i < res->n; i++) {
		if (glob_kept(ign, res->v[i], pflags))
			res->v[k++] = res->v[i];
		else
			free(res->v[i]);
	}
	res->n = k;
}

static int cmp_coll(const void *a, const void *b)
{
	return strcoll(*(char *const *)a, *(char *const *)b);
}

size_t rt_glob(struct shell *sh, const char *pat, struct strvec *out)
{
	struct strbuf path;
	struct strvec res = { 0 };
	/* sh is NULL in unit tests */
	uint64_t so = sh ? sh->shopts : 0;
	struct gctx g = { &res, so & SHOPT_DOTGLOB, so & SHOPT_GLOBSTAR,
			  so & SHOPT_NOCASEGLOB ? PAT_FOLD : 0 };
	sb_init(&path);
	sb_grow(&path, 64);
	path.buf[0] = 0;
	glob_rec(&g, &path, pat, false);
	sb_free(&path);
	if (sh)
		glob_ignore(sh, &res, g.pflags);
	if (res.n > 1)
		qsort(res.v, res.n, sizeof *res.v, cmp_coll);
	for (size_t i = 0; i < res.n; i++)
		sv_push(out, res.v[i]);
	size_t n = res.n;
	free(res.v); /* the strings now belong to out */
	return n;
}
