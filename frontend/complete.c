/*
 * complete.c - Tab completion for the interactive shell.
 *
 * Design:
 *  - The word under completion is the text from the start of the current
 *    shell word to the cursor.  It is found by scanning the line from its
 *    start with the quoting rules (backslash, '...', "..."), so an escaped
 *    blank does not end a word, and the scan also tells whether the word is
 *    in command position (first word, or after ; & | ( ` or a reserved word
 *    such as then/do).
 *  - Candidates are computed from the unquoted word: $NAME (variables), ~user
 *    (password database), command names (builtins, functions, aliases and
 *    PATH executables) in command position when the word has no '/', else
 *    file names, directories with a trailing '/'.
 *  - Insertion keeps what the user typed and appends only the missing part,
 *    quoted for the quoting state the word is in at the cursor (backslashes
 *    outside quotes).  A unique match that is not a directory gets the
 *    closing quote and a space.
 *  - First Tab: the unique match, or the longest common prefix.  Tab again
 *    on the same line with nothing to add lists the candidates in columns.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <histedit.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wchar.h>

#include "frontend/interactive.h"
#include "runtime/shell.h"
#include "runtime/builtins/table.h"
#include "runtime/var.h"

static struct shell *comp_sh;
static char *last_line; /* line and cursor of the previous Tab */

void fe_complete_set_shell(struct shell *sh)
{
	comp_sh = sh;
	if (!sh) {
		free(last_line);
		last_line = NULL;
	}
}

static bool is_sep(char c)
{
	return strchr(";&|()<>`", c) != NULL;
}

static bool cmd_keyword(const char *w, size_t n)
{
	static const char *const kw[] = { "then", "do",    "else",    "elif",
					  "if",   "while", "until",   "!",
					  "{",    "time",  "command", "exec",
					  NULL };
	for (int i = 0; kw[i]; i++)
		if (strlen(kw[i]) == n && !strncmp(kw[i], w, n))
			return true;
	return false;
}

struct scan {
	size_t start; /* byte offset of the word in the line */
	char quote;   /* 0, '\'' or '"': open quote at the cursor */
	bool cmdpos;
};

/* Finds the word that ends at byte offset END of LINE. */
static void scan_line(const char *line, size_t end, struct scan *sc)
{
	bool cmdpos = true, in_word = false;
	char q = 0;
	size_t start = 0;
	for (size_t i = 0; i < end; i++) {
		char c = line[i];
		if (q == '\'') {
			q = c == '\'' ? 0 : q;
			continue;
		}
		if (c == '\\') {
			i++;
			goto word;
		}
		if (q == '"') {
			q = c == '"' ? 0 : q;
			continue;
		}
		if (c == '\'' || c == '"') {
			q = c;
			goto word;
		}
		if (c == ' ' || c == '\t' || c == '\n' || is_sep(c)) {
			if (in_word)
				cmdpos = cmd_keyword(line + start, i - start);
			if (is_sep(c))
				cmdpos = !strchr("<>", c);
			in_word = false;
			continue;
		}
word:
		if (!in_word) {
			start = i;
			in_word = true;
		}
	}
	sc->start = in_word ? start : end;
	sc->quote = q;
	sc->cmdpos = cmdpos;
}

static char *unquote(const char *s, size_t n)
{
	struct strbuf sb;
	sb_init(&sb);
	char q = 0;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (q == '\'' ? c == '\'' : !q && (c == '\'' || c == '"')) {
			q = q ? 0 : c;
		} else if (q == '"' && c == '"') {
			q = 0;
		} else if (c == '\\' && q != '\'' && i + 1 < n) {
			c = s[++i];
			if (q == '"' && !strchr("$`\"\\", c))
				sb_addc(&sb, '\\');
			sb_addc(&sb, c);
		} else {
			sb_addc(&sb, c);
		}
	}
	return sb_detach(&sb);
}

void fe_complete_quote(struct strbuf *out, const char *s)
{
	for (; *s; s++) {
		if (strchr(" \t\n'\"\\$`&|;<>()*?[]#!{}=", *s))
			sb_addc(out, '\\');
		sb_addc(out, *s);
	}
}

static void add_names(struct strvec *out, const struct strmap *m,
		      const char *pre, size_t plen)
{
	for (size_t i = 0; i < m->cap; i++)
		if (strmap_live(&m->tab[i]) &&
		    !strncmp(m->tab[i].key, pre, plen))
			sv_pushdup(out, m->tab[i].key);
}

static void complete_vars(struct shell *sh, const char *w, struct strvec *out)
{
	size_t plen = strlen(w + 1);
	struct strvec names = { 0 };
	add_names(&names, &sh->vars, w + 1, plen);
	for (size_t i = 0; i < names.n; i++) {
		struct var *v = rt_var_find(sh, names.v[i]);
		if (v && !(v->flags & VF_UNSET)) {
			struct strbuf sb;
			sb_init(&sb);
			sb_addf(&sb, "$%s", names.v[i]);
			sv_push(out, sb_detach(&sb));
		}
	}
	sv_free(&names);
}

static void complete_users(const char *w, struct strvec *out)
{
	/* /etc/passwd only: no NSS enumeration in the static binary */
	size_t plen = strlen(w + 1);
	FILE *f = fopen("/etc/passwd", "re");
	struct passwd *pw;
	while (f && (pw = fgetpwent(f)))
		if (!strncmp(pw->pw_name, w + 1, plen)) {
			struct strbuf sb;
			sb_init(&sb);
			sb_addf(&sb, "~%s/", pw->pw_name);
			sv_push(out, sb_detach(&sb));
		}
	if (f)
		fclose(f);
}

static void complete_commands(struct shell *sh, const char *w,
			      struct strvec *out)
{
	size_t plen = strlen(w);
	for (const struct builtin *b = rt_builtins; b->name; b++)
		if (!strncmp(b->name, w, plen))
			sv_pushdup(out, b->name);
	add_names(out, &sh->funcs, w, plen);
	add_names(out, &sh->aliases, w, plen);
	const char *path = rt_var_get(sh, "PATH");
	char *copy = xstrdup(path ? path : "");
	for (char *dir = copy, *next; dir; dir = next) {
		next = strchr(dir, ':');
		if (next)
			*next++ = 0;
		DIR *d = opendir(*dir ? dir : ".");
		if (!d)
			continue;
		struct dirent *de;
		while ((de = readdir(d))) {
			if (strncmp(de->d_name, w, plen) ||
			    de->d_name[0] == '.')
				continue;
			struct strbuf full;
			struct stat st;
			sb_init(&full);
			sb_addf(&full, "%s/%s", *dir ? dir : ".", de->d_name);
			if (stat(full.buf, &st) == 0 && S_ISREG(st.st_mode) &&
			    access(full.buf, X_OK) == 0)
				sv_pushdup(out, de->d_name);
			sb_free(&full);
		}
		closedir(d);
	}
	free(copy);
}

static void complete_files(struct shell *sh, const char *w, struct strvec *out)
{
	const char *slash = strrchr(w, '/');
	size_t dlen = slash ? (size_t)(slash - w) + 1 : 0;
	const char *base = w + dlen;
	struct strbuf dir;
	sb_init(&dir);
	const char *home = rt_var_get(sh, "HOME");
	if (w[0] == '~' && (w[1] == '/' || !w[1]) && home && dlen) {
		sb_adds(&dir, home);
		sb_addn(&dir, w + 1, dlen - 1);
	} else {
		sb_addn(&dir, w, dlen);
	}
	DIR *d = opendir(dir.len ? dir.buf : ".");
	struct dirent *de;
	size_t blen = strlen(base);
	while (d && (de = readdir(d))) {
		const char *n = de->d_name;
		if (strncmp(n, base, blen) || (n[0] == '.' && base[0] != '.') ||
		    !strcmp(n, ".") || !strcmp(n, ".."))
			continue;
		struct strbuf full, cand;
		struct stat st;
		sb_init(&full);
		sb_init(&cand);
		sb_addf(&full, "%s%s", dir.len ? dir.buf : "./", n);
		sb_addn(&cand, w, dlen);
		sb_adds(&cand, n);
		if (stat(full.buf, &st) == 0 && S_ISDIR(st.st_mode))
			sb_addc(&cand, '/');
		sv_push(out, sb_detach(&cand));
		sb_free(&full);
	}
	if (d)
		closedir(d);
	sb_free(&dir);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void fe_complete_candidates(struct shell *sh, const char *w, bool cmdpos,
			    struct strvec *out)
{
	if (w[0] == '$' && rt_valid_name_n(w + 1, strlen(w + 1)))
		complete_vars(sh, w, out);
	else if (w[0] == '$' && !w[1])
		complete_vars(sh, w, out);
	else if (w[0] == '~' && !strchr(w, '/'))
		complete_users(w, out);
	else if (cmdpos && !strchr(w, '/'))
		complete_commands(sh, w, out);
	else
		complete_files(sh, w, out);
	if (out->n > 1)
		qsort(out->v, out->n, sizeof *out->v, cmp_str);
	size_t k = 0; /* drop duplicates (a builtin also on PATH) */
	for (size_t i = 0; i < out->n; i++) {
		if (k && !strcmp(out->v[k - 1], out->v[i]))
			free(out->v[i]);
		else
			out->v[k++] = out->v[i];
	}
	out->n = k;
	if (out->v)
		out->v[k] = NULL;
}

static size_t common_prefix(const struct strvec *c)
{
	size_t n = strlen(c->v[0]);
	for (size_t i = 1; i < c->n; i++) {
		size_t k = 0;
		while (k < n && c->v[i][k] == c->v[0][k])
			k++;
		n = k;
	}
	while (n && (c->v[0][n] & 0xc0) == 0x80)
		n--; /* never split a UTF-8 sequence */
	return n;
}

static const char *display_name(const char *c)
{
	size_t n = strlen(c);
	if (c[0] == '$' || c[0] == '~')
		return c;
	const char *s = memrchr(c, '/', n > 0 ? n - 1 : 0);
	return s ? s + 1 : c;
}

static void list_columns(const struct strvec *c)
{
	struct winsize ws;
	size_t width = 80, w = 0;
	if (ioctl(2, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		width = ws.ws_col;
	for (size_t i = 0; i < c->n; i++) {
		size_t l = strlen(display_name(c->v[i]));
		w = l > w ? l : w;
	}
	w += 2;
	size_t cols = width / w ? width / w : 1;
	size_t rows = (c->n + cols - 1) / cols;
	struct strbuf sb;
	sb_init(&sb);
	sb_addc(&sb, '\n');
	for (size_t r = 0; r < rows; r++) {
		for (size_t k = 0; k < cols; k++) {
			size_t i = k * rows + r;
			if (i >= c->n)
				break;
			const char *d = display_name(c->v[i]);
			bool last = k + 1 == cols || i + rows >= c->n;
			sb_addf(&sb, "%-*s", last ? 0 : (int)w, d);
			if (last)
				break;
		}
		sb_addc(&sb, '\n');
	}
	if (write(2, sb.buf, sb.len) < 0) {
		/* nothing sensible to do at the prompt */
	}
	sb_free(&sb);
}

/* Appends the part of CAND after the PLEN bytes already typed, quoted for
 * the quoting state Q at the cursor. */
static void add_rest(struct strbuf *ins, const char *cand, size_t len,
		     size_t plen, char q)
{
	char *rest = xstrndup(cand + plen, len - plen);
	if (q == '\'') {
		sb_adds(ins, rest);
	} else if (q == '"') {
		for (const char *s = rest; *s; s++) {
			if (strchr("$`\"\\", *s))
				sb_addc(ins, '\\');
			sb_addc(ins, *s);
		}
	} else if (cand[0] == '$') {
		sb_adds(ins, rest);
	} else {
		fe_complete_quote(ins, rest);
	}
	free(rest);
}

unsigned char fe_complete(struct editline *el, int ch)
{
	(void)ch;
	const LineInfo *li = el_line(el);
	size_t cur = (size_t)(li->cursor - li->buffer);
	char *line = xstrndup(li->buffer, (size_t)(li->lastchar - li->buffer));
	struct strbuf key;
	sb_init(&key);
	sb_addf(&key, "%zu:%s", cur, line);
	bool again = last_line && !strcmp(last_line, key.buf);
	sb_free(&key);

	struct scan sc;
	scan_line(line, cur, &sc);
	char *w = unquote(line + sc.start, cur - sc.start);
	struct strvec c = { 0 };
	if (comp_sh)
		fe_complete_candidates(comp_sh, w, sc.cmdpos, &c);
	unsigned char rv = CC_REFRESH_BEEP;
	size_t plen = strlen(w);
	if (c.n == 1 || (c.n > 1 && common_prefix(&c) > plen)) {
		struct strbuf ins;
		sb_init(&ins);
		size_t n = c.n == 1 ? strlen(c.v[0]) : common_prefix(&c);
		add_rest(&ins, c.v[0], n, plen, sc.quote);
		if (c.n == 1 && c.v[0][n - 1] != '/') {
			if (sc.quote)
				sb_addc(&ins, sc.quote);
			sb_addc(&ins, ' ');
		}
		el_insertstr(el, ins.buf);
		sb_free(&ins);
		rv = CC_REFRESH;
	} else if (c.n > 1 && again) {
		list_columns(&c);
		rv = CC_REDISPLAY;
	}
	sv_free(&c);
	free(w);
	free(line);
	/* remember the line as it is now: Tab again lists */
	li = el_line(el);
	sb_init(&key);
	sb_addf(&key, "%zu:", (size_t)(li->cursor - li->buffer));
	sb_addn(&key, li->buffer, (size_t)(li->lastchar - li->buffer));
	free(last_line);
	last_line = sb_detach(&key);
	return rv;
}
