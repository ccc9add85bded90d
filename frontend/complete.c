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
 *  - readline's menu-complete (-backward) and possible-completions are
 *    there for `bind`: the same candidates, cycled in place or listed.
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
#include "runtime/builtins/complete.h"
#include "runtime/builtins/table.h"
#include "runtime/output.h"
#include "runtime/var.h"

static struct shell *comp_sh;
static char *last_line; /* line and cursor of the previous Tab */

/* readline's menu-complete: each key puts the next candidate in place of
 * the word, and after the last the word as typed, extended by what all
 * candidates share (with a beep); a single candidate completes as Tab
 * does.  The cycle goes on while the line is as the last step left it. */
static struct {
	char *key;       /* the line after the last step */
	struct strvec c; /* the candidates */
	char *typed;     /* between the last and the first: the typed word */
	size_t idx;      /* the one shown; c.n: the typed word */
	int len;         /* characters the last step inserted */
	bool quote;
} menu;

static void menu_reset(void)
{
	free(menu.key);
	free(menu.typed);
	sv_free(&menu.c);
	memset(&menu, 0, sizeof menu);
}

void fe_complete_set_shell(struct shell *sh)
{
	comp_sh = sh;
	if (!sh) {
		free(last_line);
		last_line = NULL;
		menu_reset();
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

void fe_complete_quote(struct strbuf *out, const char *s)
{
	for (; *s; s++) {
		if (strchr(" \t\n'\"\\$`&|;<>()*?[]#!{}=", *s))
			sb_addc(out, '\\');
		sb_addc(out, *s);
	}
}

/* Appends the matches of ACTION for W, each with PRE before and SUF
 * after it. */
static void add_action(struct shell *sh, enum rt_complete_action action,
		       const char *w, const char *pre, const char *suf,
		       struct strvec *out)
{
	struct strvec m = { 0 };
	rt_complete_action(sh, action, w, &m);
	for (size_t i = 0; i < m.n; i++) {
		struct strbuf sb;
		sb_init(&sb);
		sb_addf(&sb, "%s%s%s", pre, m.v[i], suf);
		sv_push(out, sb_detach(&sb));
	}
	sv_free(&m);
}

/* The file named by candidate C (a leading "~/" is $HOME) is a
 * directory. */
static bool is_dir(struct shell *sh, const char *c)
{
	struct strbuf path;
	struct stat st;
	sb_init(&path);
	const char *home = rt_var_get(sh, "HOME");
	if (c[0] == '~' && c[1] == '/' && home)
		sb_addf(&path, "%s%s", home, c + 1);
	else
		sb_adds(&path, c);
	bool dir = stat(path.buf, &st) == 0 && S_ISDIR(st.st_mode);
	sb_free(&path);
	return dir;
}

/* Marks directories among file name candidates with a trailing '/'. */
static void mark_dirs(struct shell *sh, struct strvec *c, size_t from)
{
	for (size_t i = from; i < c->n; i++) {
		size_t n = strlen(c->v[i]);
		if ((!n || c->v[i][n - 1] != '/') && is_dir(sh, c->v[i])) {
			c->v[i] = xrealloc(c->v[i], n + 2);
			memcpy(c->v[i] + n, "/", 2);
		}
	}
}

void fe_complete_candidates(struct shell *sh, const char *w, bool cmdpos,
			    struct strvec *out)
{
	if (w[0] == '$' && (!w[1] || rt_valid_name_n(w + 1, strlen(w + 1)))) {
		add_action(sh, RT_CA_VARIABLE, w + 1, "$", "", out);
	} else if (w[0] == '~' && !strchr(w, '/')) {
		add_action(sh, RT_CA_USER, w + 1, "~", "/", out);
	} else if (cmdpos && !strchr(w, '/')) {
		add_action(sh, RT_CA_COMMAND, w, "", "", out);
	} else {
		/* dot files only when the name typed starts with a dot */
		const char *slash = strrchr(w, '/');
		bool dots = (slash ? slash[1] : w[0]) == '.';
		size_t from = out->n, k = from;
		rt_complete_action(sh, RT_CA_FILE, w, out);
		for (size_t i = from; i < out->n; i++) {
			const char *base = strrchr(out->v[i], '/');
			if (!dots && (base ? base[1] : out->v[i][0]) == '.')
				free(out->v[i]);
			else
				out->v[k++] = out->v[i];
		}
		out->n = k;
		if (out->v)
			out->v[k] = NULL;
		mark_dirs(sh, out, from);
	}
	rt_complete_sort_unique(out, 0);
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

/* Whether the part all candidates share (*N bytes, 0 without any) starts
 * with the word W: then completing extends what was typed. */
static bool extends_word(const struct strvec *c, const char *w, size_t *n)
{
	*n = c->n ? common_prefix(c) : 0;
	return c->n && *n >= strlen(w) && !strncmp(c->v[0], w, strlen(w));
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

/* Appends TEXT quoted for the quoting state Q at the cursor (QUOTE
 * false: as it is). */
static void add_quoted(struct strbuf *ins, const char *text, char q, bool quote)
{
	if (!quote || q == '\'') {
		sb_adds(ins, text);
	} else if (q == '"') {
		for (const char *s = text; *s; s++) {
			if (strchr("$`\"\\", *s))
				sb_addc(ins, '\\');
			sb_addc(ins, *s);
		}
	} else if (text[0] == '$') {
		sb_adds(ins, text);
	} else {
		fe_complete_quote(ins, text);
	}
}

/* What one Tab completes: the candidates for the word that starts at
 * START (before the cursor), how to insert them. */
struct fe_comp {
	struct strvec c;
	size_t start;
	bool quote;   /* quote what is inserted (file names) */
	bool nospace; /* no space after a unique match */
};

/* Fills FC: the compspec's matches when one applies (complete.c in the
 * runtime), else (or after -o default / bashdefault found nothing) the
 * default completion of fe_complete_candidates. */
static void gather(struct shell *sh, const char *line, size_t cur,
		   const struct scan *sc, bool again, struct fe_comp *fc)
{
	struct rt_complete_result res = { .matches = &fc->c };
	rt_complete_line(sh, line, cur, again ? '?' : '\t', &res);
	rt_out_flush_all(sh);
	fc->start = sc->start;
	fc->quote = true;
	if (res.found) {
		fc->start = res.start > sc->start ? res.start : sc->start;
		fc->quote = (res.opts & RT_CO_FILENAMES) &&
			    !(res.opts & RT_CO_NOQUOTE);
		fc->nospace = res.opts & RT_CO_NOSPACE;
		if (res.opts & RT_CO_FILENAMES)
			mark_dirs(sh, &fc->c, 0);
		if (!(res.opts & RT_CO_NOSORT))
			rt_complete_sort_unique(&fc->c, 0);
		if (fc->c.n ||
		    !(res.opts & (RT_CO_DEFAULT | RT_CO_BASHDEFAULT)))
			return;
		fc->start = sc->start;
		fc->quote = !(res.opts & RT_CO_NOQUOTE);
	}
	char *w = rt_complete_unquote(line + fc->start, cur - fc->start);
	fe_complete_candidates(sh, w, sc->cmdpos && fc->start == sc->start,
			       &fc->c);
	free(w);
}

/* The line and the cursor, as a key that tells whether the line changed
 * between two keys (malloc'ed). */
static char *line_key(EditLine *el)
{
	const LineInfo *li = el_line(el);
	struct strbuf key;
	sb_init(&key);
	sb_addf(&key, "%zu:", (size_t)(li->cursor - li->buffer));
	sb_addn(&key, li->buffer, (size_t)(li->lastchar - li->buffer));
	return sb_detach(&key);
}

/* The characters (not bytes) of the UTF-8 text S, N bytes. */
static int char_count(const char *s, size_t n)
{
	int k = 0;
	for (size_t i = 0; i < n; i++)
		k += (s[i] & 0xc0) != 0x80;
	return k;
}

/* The word before the cursor (scanned into SC) and its candidates (FC);
 * returns the line (malloc'ed) and sets *CUR to the cursor's offset. */
static char *comp_gather(EditLine *el, bool again, size_t *cur, struct scan *sc,
			 struct fe_comp *fc)
{
	const LineInfo *li = el_line(el);
	*cur = (size_t)(li->cursor - li->buffer);
	char *line = xstrndup(li->buffer, (size_t)(li->lastchar - li->buffer));
	scan_line(line, *cur, sc);
	if (comp_sh)
		gather(comp_sh, line, *cur, sc, again, fc);
	return line;
}

unsigned char fe_complete(struct editline *el, int ch)
{
	(void)ch;
	char *now = line_key(el);
	bool again = last_line && !strcmp(last_line, now);
	free(now);

	size_t cur;
	struct scan sc;
	struct fe_comp fc = { 0 };
	char *line = comp_gather(el, again, &cur, &sc, &fc);
	struct strvec *c = &fc.c;
	char *w = rt_complete_unquote(line + fc.start, cur - fc.start);
	size_t plen = strlen(w), n;
	bool extends = extends_word(c, w, &n);
	/* the quote open at the cursor applies inside the word only */
	char q = fc.start >= sc.start ? sc.quote : 0;
	unsigned char rv = CC_REFRESH_BEEP;
	struct strbuf ins;
	sb_init(&ins);
	if (c->n == 1 || (c->n > 1 && n > plen && extends)) {
		char *text = xstrndup(c->v[0], n);
		if (extends) {
			add_quoted(&ins, text + plen, q, fc.quote);
		} else {
			/* a match that does not extend the word replaces it */
			el_deletestr(el, (int)(cur - fc.start));
			add_quoted(&ins, text, 0, fc.quote);
			q = 0;
		}
		if (c->n == 1 && (!n || text[n - 1] != '/') && !fc.nospace) {
			if (q)
				sb_addc(&ins, q);
			sb_addc(&ins, ' ');
		}
		free(text);
		el_insertstr(el, ins.buf);
		rv = CC_REFRESH;
	} else if (c->n > 1 && again) {
		list_columns(c);
		rv = CC_REDISPLAY;
	}
	sb_free(&ins);
	sv_free(c);
	free(w);
	free(line);
	/* remember the line as it is now: Tab again lists */
	free(last_line);
	last_line = line_key(el);
	return rv;
}

static unsigned char menu_step(EditLine *el, int ch, int dir)
{
	char *now = line_key(el);
	bool cycling = menu.key && menu.c.n && !strcmp(menu.key, now);
	free(now);
	size_t n = menu.c.n;
	if (cycling) {
		el_deletestr(el, menu.len);
		menu.idx = (menu.idx + (dir > 0 ? 1 : n)) % (n + 1);
	} else {
		menu_reset();
		size_t cur;
		struct scan sc;
		struct fe_comp fc = { 0 };
		char *line = comp_gather(el, false, &cur, &sc, &fc);
		n = fc.c.n;
		if (n < 2) {
			sv_free(&fc.c);
			free(line);
			return n ? fe_complete(el, ch) : CC_REFRESH_BEEP;
		}
		menu.c = fc.c;
		menu.quote = fc.quote;
		el_deletestr(el, char_count(line + fc.start, cur - fc.start));
		/* readline shows the candidates' common part there, when
		 * the word is a prefix of it */
		char *w = rt_complete_unquote(line + fc.start, cur - fc.start);
		size_t k;
		struct strbuf t;
		sb_init(&t);
		if (extends_word(&menu.c, w, &k)) {
			char *lcd = xstrndup(menu.c.v[0], k);
			add_quoted(&t, lcd, 0, menu.quote);
			free(lcd);
		} else {
			sb_addn(&t, line + fc.start, cur - fc.start);
		}
		menu.typed = sb_detach(&t);
		free(w);
		menu.idx = dir > 0 ? 0 : n - 1;
		free(line);
	}
	struct strbuf ins;
	sb_init(&ins);
	if (menu.idx == n)
		sb_adds(&ins, menu.typed);
	else
		add_quoted(&ins, menu.c.v[menu.idx], 0, menu.quote);
	el_insertstr(el, ins.buf);
	menu.len = char_count(ins.buf, ins.len);
	sb_free(&ins);
	free(menu.key);
	menu.key = line_key(el);
	return menu.idx == n ? CC_REFRESH_BEEP : CC_REFRESH;
}

unsigned char fe_menu_complete(struct editline *el, int ch)
{
	return menu_step(el, ch, 1);
}

unsigned char fe_menu_complete_backward(struct editline *el, int ch)
{
	return menu_step(el, ch, -1);
}

unsigned char fe_possible_completions(struct editline *el, int ch)
{
	(void)ch;
	size_t cur;
	struct scan sc;
	struct fe_comp fc = { 0 };
	char *line = comp_gather(el, true, &cur, &sc, &fc);
	unsigned char rv = CC_REFRESH_BEEP;
	if (fc.c.n) {
		list_columns(&fc.c);
		rv = CC_REDISPLAY;
	}
	sv_free(&fc.c);
	free(line);
	return rv;
}
