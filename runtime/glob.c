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
	bool dotglob;
};

static void glob_rec(struct gctx *g, struct strbuf *path, const char *rest,
		     bool magic_seen);

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
		    rt_pattern_match(pat, de->d_name))
			sv_pushdup(&names, de->d_name);
	closedir(d);
	free(pat);
	for (size_t i = 0; i < names.n; i++) {
		path->len = base;
		sb_adds(path, names.v[i]);
		glob_rec(g, path, e, true);
	}
	path->len = base;
	if (path->buf)
		path->buf[base] = 0;
	sv_free(&names);
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
	path->len = base;
	if (path->buf)
		path->buf[base] = 0;
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
	struct gctx g = { &res, sh && (sh->shopts & SHOPT_DOTGLOB) };
	sb_init(&path);
	sb_grow(&path, 64);
	path.buf[0] = 0;
	glob_rec(&g, &path, pat, false);
	sb_free(&path);
	if (res.n > 1)
		qsort(res.v, res.n, sizeof *res.v, cmp_coll);
	for (size_t i = 0; i < res.n; i++)
		sv_push(out, res.v[i]);
	size_t n = res.n;
	free(res.v); /* the strings now belong to out */
	return n;
}
