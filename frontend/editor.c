/*
 * editor.c - what Quirl adds to libedit's line editor: the keys bash users
 * expect that libedit lacks (incremental search that hands arrow keys on,
 * yank-last-arg, undo, edit-and-execute, bracketed paste) and the overlay
 * that draws autosuggestions and syntax highlighting.
 *
 * Design and invariants:
 *  - libedit owns the buffer and the screen; this file changes the buffer
 *    only through libedit's public calls (el_winsertstr, el_wdeletestr,
 *    el_cursor) and draws only on top of what libedit drew.  layout()
 *    mirrors libedit's layout (prompt with ignore markers, autowrap at the
 *    last column, a wide character that does not fit moves to the next
 *    row, a tab fills to the next multiple of 8 of the screen column, a
 *    newline starts a row, a control character takes two cells as ^X) so
 *    the overlay can find a cell from the cursor; anything it cannot place
 *    (control characters shown as ^X, other unprintable ones) turns the
 *    overlay off for that state.
 *  - The suggestion is drawn on the cursor's row only: of a multi-line
 *    history entry the rest of the current line and an ellipsis, since
 *    rows drawn below the line could scroll the screen under libedit.
 *  - The overlay is drawn just before the editor blocks for a key
 *    (fe_ed_before_key, from the EL_GETCFN hook) and only when no input is
 *    pending, as one write(2): highlighting rewrites the same characters
 *    with colours, then the suggestion is drawn in grey after the cursor
 *    and the cursor is put back.  libedit never knows about either: the
 *    suggestion is cut at the right margin so it never wraps, and it is
 *    erased (one "clear to end of line") as soon as a key arrives, before
 *    libedit acts on it, so libedit's model of the screen stays true.
 *  - Keys that need more than one key press (incremental search, paste)
 *    read further keys with el_wgetc inside the bound function; `busy`
 *    keeps the overlay off meanwhile.  A key that ends the search is
 *    pushed back (el_wpush) whole, escape sequences included, so it acts
 *    as it would outside the search.
 *  - Undo keeps snapshots of (buffer, cursor) taken before each key;
 *    consecutive single-character insertions share one snapshot (up to 20,
 *    as readline groups them).
 *  - State is file-static: one editor per process (interactive.h).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <histedit.h>
#include <limits.h>
#include <stdio.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

#include "frontend/histexp.h"
#include "frontend/interactive.h"
#include "runtime/builtins/table.h"
#include "runtime/exec.h"
#include "runtime/jobs.h"
#include "runtime/options.h"
#include "runtime/output.h"
#include "runtime/shell.h"
#include "runtime/var.h"

#define UNDO_GROUP 20
#define UNDO_MAX 200
#define CMD_CACHE 16
#define KILL_RING 10

struct snap {
	wchar_t *text;
	size_t len, cursor;
};

struct cmd_seen {
	wchar_t *name;
	bool found;
};

static struct {
	struct shell *sh;
	EditLine *el;       /* the live editor (fe_ed_setup), for bind */
	const char *prompt; /* the prompt libedit draws (owned by the caller) */
	const char *prompt_lines; /* its lines before, drawn by the caller */
	bool continuation;        /* PS2: no suggestion, no highlighting */
	bool vi;
	bool paste; /* bracketed paste is on for this line */
	bool busy;  /* inside a key that reads more keys */
	bool edit;  /* the line was ended by edit-and-execute */
	int cols, rows;
	unsigned long keys; /* bytes read, to tell a repeated key */
	/* undo */
	VEC(struct snap) undo;
	int group;
	/* yank-last-arg */
	bool la_on;
	unsigned long la_keys;
	size_t la_back, la_len;
	/* operate-and-get-next: the entry the next line starts with */
	size_t next_idx;
	bool next_on;
	/* the kill ring (newest at ring[0]); the line as the last kill or
	 * yank left it (a kill right after a kill adds to the same entry,
	 * yank-pop works right after a yank); the yanked text's place */
	wchar_t *ring[KILL_RING];
	int ring_n;
	wchar_t *killed_at, *yanked_at;
	size_t yank_start, yank_len;
	int yank_idx;
	/* history-substring-search: what is looked for, where it stopped,
	 * the line it left */
	wchar_t *ss_text;
	size_t ss_idx;
	wchar_t *ss_line;
	/* the overlay on screen */
	int sugg_cells;
	wchar_t *sugg;     /* the suggestion's text after the line, or NULL */
	wchar_t *sugg_for; /* the line it was drawn for */
	bool coloured;     /* the line on screen has colours */
	char *search_prompt;
	struct cmd_seen seen[CMD_CACHE];
	int nseen;
	FILE *out;          /* libedit's output: collects into pend */
	struct strbuf pend; /* written to fd 2 before the editor waits */
} E;

/* ------------------------------------------------------------ helpers */

static void flush_out(void);

void fe_ed_redraw(EditLine *el)
{
	if (E.out)
		fflush(E.out);
	/* EL_REFRESH draws from where it takes the cursor to be, the
	 * prompt's start: the prompt has been drawn, so go back there */
	sb_addc(&E.pend, '\r');
	flush_out();
	el_set(el, EL_REFRESH);
}

size_t fe_ed_add_wide(struct strbuf *sb, const wchar_t *wl, size_t count)
{
	size_t start = sb->len;
	mbstate_t ms;
	memset(&ms, 0, sizeof ms);
	for (size_t i = 0; i < count && wl[i]; i++) {
		char buf[MB_LEN_MAX];
		size_t n = wcrtomb(buf, wl[i], &ms);
		if (n == (size_t)-1) {
			buf[0] = (char)wl[i];
			n = 1;
		}
		sb_addn(sb, buf, n);
	}
	return sb->len - start;
}

/* Multi-byte S (N bytes) as a malloc'ed wide string; *len its length. */
static wchar_t *to_wide(const char *s, size_t n, size_t *len)
{
	wchar_t *w = xmalloc((n + 1) * sizeof *w);
	mbstate_t ms;
	memset(&ms, 0, sizeof ms);
	size_t k = 0;
	while (n) {
		size_t r = mbrtowc(&w[k], s, n, &ms);
		if (r == (size_t)-1 || r == (size_t)-2) {
			memset(&ms, 0, sizeof ms);
			w[k] = (unsigned char)*s;
			r = 1;
		} else if (r == 0) {
			r = 1;
		}
		s += r;
		n -= r;
		k++;
	}
	w[k] = 0;
	*len = k;
	return w;
}

/* libedit writes the screen through E.out, a stream that only collects:
 * what one key redraws and the overlay after it reach the terminal in one
 * write(2), when the editor is about to wait for the next key. */
static ssize_t out_collect(void *cookie, const char *buf, size_t n)
{
	(void)cookie;
	sb_addn(&E.pend, buf, n);
	return (ssize_t)n;
}

static void flush_out(void)
{
	if (E.out)
		fflush(E.out);
	size_t off = 0;
	while (off < E.pend.len) {
		ssize_t n = write(2, E.pend.buf + off, E.pend.len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break; /* the terminal is gone; the next read says so */
		off += (size_t)n;
	}
	sb_reset(&E.pend);
}

FILE *fe_ed_output(void)
{
	if (!E.out) {
		cookie_io_functions_t io = { .write = out_collect };
		E.out = fopencookie(NULL, "w", io);
		if (E.out)
			setvbuf(E.out, NULL, _IOFBF, 4096);
	}
	return E.out;
}

/* Queues SB after what libedit wrote so far. */
static void put_out(const struct strbuf *sb)
{
	if (E.out)
		fflush(E.out);
	sb_addn(&E.pend, sb->buf, sb->len);
	if (!E.out)
		flush_out();
}

static bool input_pending(void)
{
	struct pollfd p = { .fd = 0, .events = POLLIN };
	return poll(&p, 1, 0) > 0;
}

static void read_size(void)
{
	struct winsize ws;
	if (ioctl(0, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) {
		E.cols = ws.ws_col;
		E.rows = ws.ws_row;
	}
	if (E.cols <= 0)
		E.cols = 80;
	if (E.rows <= 0)
		E.rows = 24;
	/* COLUMNS and LINES follow the window, as bash's readline keeps
	 * them, whatever checkwinsize says */
	if (E.sh)
		rt_jobs_size_vars(E.sh, (unsigned)E.rows, (unsigned)E.cols);
}

static const LineInfoW *line(EditLine *el)
{
	return el_wline(el);
}

/* Replaces the buffer by TEXT (LEN characters), cursor at CURSOR. */
static void set_line(EditLine *el, const wchar_t *text, size_t len,
		     size_t cursor)
{
	const LineInfoW *li = line(el);
	el_cursor(el, (int)(li->lastchar - li->cursor));
	li = line(el);
	el_wdeletestr(el, (int)(li->lastchar - li->buffer));
	if (len) {
		wchar_t *copy = xmalloc((len + 1) * sizeof *copy);
		wmemcpy(copy, text, len);
		copy[len] = 0;
		el_winsertstr(el, copy);
		free(copy);
	}
	el_cursor(el, (int)cursor - (int)len);
}

/* ------------------------------------------------------------- layout */

struct fe_pos {
	int row, col;
};

/* Advances P over character C as libedit lays it out (a tab: blanks to
 * the next multiple of 8 of the screen column); false when C is
 * something the overlay does not place. */
static bool lay_char(struct fe_pos *p, wchar_t c)
{
	if (c == '\n') {
		p->row++;
		p->col = 0;
		return true;
	}
	if (c == '\t') { /* spaces to the next multiple of 8, as libedit */
		do {
			if (++p->col >= E.cols) {
				p->row++;
				p->col = 0;
			}
		} while (p->col % 8);
		return true;
	}
	int w = c < 0x20 || c == 0x7f ? 2 : wcwidth(c);
	if (w <= 0)
		return false;
	if (p->col + w > E.cols) {
		p->row++;
		p->col = 0;
	}
	p->col += w;
	if (p->col >= E.cols) {
		p->row++;
		p->col = 0;
	}
	return true;
}

/* Where the prompt ends; false when it cannot be placed. */
static bool lay_prompt(struct fe_pos *p)
{
	p->row = p->col = 0;
	const char *s = E.search_prompt ? E.search_prompt
			: E.prompt      ? E.prompt
					: "";
	mbstate_t ms;
	memset(&ms, 0, sizeof ms);
	bool ignore = false;
	for (size_t n = strlen(s); n;) {
		wchar_t c;
		size_t r = mbrtowc(&c, s, n, &ms);
		if (r == (size_t)-1 || r == (size_t)-2 || r == 0)
			return false;
		s += r;
		n -= r;
		if (c == FE_PROMPT_IGNORE) {
			ignore = !ignore;
			continue;
		}
		if (!ignore && !lay_char(p, c))
			return false;
	}
	return true;
}

/* Positions (relative to the prompt's first cell) of the buffer's start,
 * the cursor and the end. */
struct fe_lay {
	struct fe_pos start, cursor, end;
};

static bool layout(EditLine *el, struct fe_lay *l)
{
	const LineInfoW *li = line(el);
	if (!lay_prompt(&l->start))
		return false;
	struct fe_pos p = l->start;
	l->cursor = p;
	for (const wchar_t *c = li->buffer; c < li->lastchar; c++) {
		if (!lay_char(&p, *c))
			return false;
		if (c + 1 == li->cursor)
			l->cursor = p;
	}
	l->end = p;
	return p.row < E.rows;
}

static void move_rows(struct strbuf *sb, int from, int to)
{
	if (to < from)
		sb_addf(sb, "\033[%dA", from - to);
	else if (to > from)
		sb_addf(sb, "\033[%dB", to - from);
}

static void move_to(struct strbuf *sb, int from_row, struct fe_pos to)
{
	move_rows(sb, from_row, to.row);
	sb_addc(sb, '\r');
	if (to.col)
		sb_addf(sb, "\033[%dC", to.col);
}

/* Blanks the prompt and line libedit drew and leaves the cursor where
 * the prompt starts: what a full redraw (EL_REFRESH, which forgets the
 * screen and starts at its first cell) needs to leave nothing behind. */
static void clear_area(EditLine *el)
{
	struct fe_lay l;
	struct strbuf sb;
	sb_init(&sb);
	if (layout(el, &l))
		move_to(&sb, l.cursor.row, (struct fe_pos){ 0, 0 });
	else
		sb_addc(&sb, '\r'); /* the best guess: the cursor's row */
	sb_adds(&sb, "\033[J");
	put_out(&sb);
	sb_free(&sb);
}

static void redraw(EditLine *el)
{
	el_set(el, EL_REFRESH);
}

/* ---------------------------------------------------------- highlight */

enum { A_PLAIN, A_BAD, A_STR, A_VAR, A_COMMENT };
static const char *const attr_sgr[] = { "\033[0m", "\033[31m", "\033[33m",
					"\033[36m", "\033[90m" };

static bool is_name_char(wchar_t c, bool first)
{
	return c == '_' ||
	       (c < 128 && (iswalpha(c) || (!first && iswdigit(c))));
}

static bool cmd_found(const wchar_t *w, size_t n)
{
	for (int i = 0; i < E.nseen; i++)
		if (wcslen(E.seen[i].name) == n &&
		    !wmemcmp(E.seen[i].name, w, n))
			return E.seen[i].found;
	struct strbuf sb;
	sb_init(&sb);
	fe_ed_add_wide(&sb, w, n);
	const char *name = sb_str(&sb);
	bool found;
	if (strchr(name, '/')) {
		struct stat st;
		found = stat(name, &st) == 0 && !S_ISDIR(st.st_mode) &&
			access(name, X_OK) == 0;
	} else {
		struct cmd_lookup cl;
		rt_cmd_lookup(E.sh, name, CL_ALIAS | CL_KEYWORD | CL_NOCACHE,
			      &cl);
		found = cl.kind != CMD_NOTFOUND;
		rt_cmd_lookup_free(&cl);
	}
	sb_free(&sb);
	if (E.nseen == CMD_CACHE) {
		free(E.seen[0].name);
		memmove(E.seen, E.seen + 1, (CMD_CACHE - 1) * sizeof E.seen[0]);
		E.nseen--;
	}
	wchar_t *copy = xmalloc((n + 1) * sizeof *copy);
	wmemcpy(copy, w, n);
	copy[n] = 0;
	E.seen[E.nseen++] = (struct cmd_seen){ copy, found };
	return found;
}

static void seen_clear(void)
{
	for (int i = 0; i < E.nseen; i++)
		free(E.seen[i].name);
	E.nseen = 0;
}

/* A parameter expansion starting at s[i] == '$': its length, 0 if none. */
static size_t var_len(const wchar_t *s, size_t i, size_t n)
{
	size_t j = i + 1;
	if (j >= n)
		return 0;
	if (s[j] == '{' || s[j] == '(') { /* to the matching brace */
		wchar_t open = s[j], close = open == '{' ? '}' : ')';
		int depth = 0;
		for (; j < n; j++) {
			if (s[j] == open)
				depth++;
			else if (s[j] == close && --depth == 0)
				break;
		}
		return (j < n ? j + 1 : n) - i;
	}
	if (is_name_char(s[j], true)) {
		while (j < n && is_name_char(s[j], false))
			j++;
		return j - i;
	}
	if (iswdigit(s[j]) || (s[j] < 128 && strchr("@*#?$!-", (int)s[j])))
		return 2;
	return 0;
}

static bool keeps_cmdpos(const wchar_t *w, size_t n)
{
	static const char *const kw[] = { "if",    "then",  "else", "elif",
					  "while", "until", "do",   "!",
					  "{",     "time",  "in",   NULL };
	for (int i = 0; kw[i]; i++) {
		size_t k = strlen(kw[i]);
		bool eq = k == n;
		for (size_t j = 0; eq && j < n; j++)
			eq = w[j] == (wchar_t)kw[i][j];
		if (eq)
			return strcmp(kw[i], "in") != 0;
	}
	return false;
}

/* Colours of S[0..N): one attribute per character; true if any is set.
 * A command word that ends at the cursor CUR is still being typed: it is
 * looked up only once it is left, so typing a name costs no PATH search
 * per key and is not red half-way. */
static bool highlight(const wchar_t *s, size_t n, size_t cur,
		      unsigned char *attr)
{
	bool cmdpos = true, redir = false, any = false;
	memset(attr, A_PLAIN, n);
	size_t i = 0;
	while (i < n) {
		wchar_t c = s[i];
		if (c == ' ' || c == '\t') {
			i++;
			continue;
		}
		if (c == '\n' || c == ';' || c == '&' || c == '|' || c == '(' ||
		    c == ')') {
			cmdpos = c != ')';
			redir = false;
			i++;
			continue;
		}
		if (c == '<' || c == '>') {
			redir = true;
			i++;
			continue;
		}
		if (c == '#') {
			for (; i < n && s[i] != '\n'; i++)
				attr[i] = A_COMMENT;
			any = true;
			continue;
		}
		/* a word */
		size_t start = i;
		bool plain = true, assign = false;
		char quote = 0;
		while (i < n) {
			c = s[i];
			if (!quote && (c == ' ' || c == '\t' || c == '\n' ||
				       (c < 128 && strchr(";&|()<>", (int)c))))
				break;
			if (c == '\\' && quote != '\'') {
				plain = false;
				i += i + 1 < n ? 2 : 1;
				continue;
			}
			if (c == '\'' && quote != '"') {
				quote = quote ? 0 : '\'';
				attr[i++] = A_STR;
				plain = false;
				any = true;
				continue;
			}
			if (c == '"' && quote != '\'') {
				quote = quote ? 0 : '"';
				attr[i++] = A_STR;
				plain = false;
				any = true;
				continue;
			}
			size_t v = c == '$' && quote != '\'' ? var_len(s, i, n)
							     : 0;
			if (v) {
				memset(attr + i, A_VAR, v);
				i += v;
				plain = false;
				any = true;
				continue;
			}
			if (c == '=' && i > start && !quote && plain)
				assign = true;
			if (quote)
				attr[i] = A_STR;
			else if (c == '$' || c == '`' || c == '*' || c == '?' ||
				 c == '[' || c == '~')
				plain = false;
			i++;
		}
		if (redir) {
			redir = false;
			continue;
		}
		if (!cmdpos || assign)
			continue;
		cmdpos = keeps_cmdpos(s + start, i - start);
		if (plain && !cmdpos && i != cur &&
		    !cmd_found(s + start, i - start)) {
			memset(attr + start, A_BAD, i - start);
			any = true;
		}
	}
	return any;
}

/* -------------------------------------------------------- suggestions */

/* The newest history entry that extends the line (it may hold tabs and
 * newlines: draw_suggestion shows them). */
static wchar_t *suggest(const wchar_t *s, size_t n)
{
	size_t nh;
	const struct fe_hist_entry *h = fe_hist_entries(&nh);
	if (!h || !n)
		return NULL;
	struct strbuf sb;
	sb_init(&sb);
	fe_ed_add_wide(&sb, s, n);
	wchar_t *res = NULL;
	for (size_t i = nh; i-- > 0;) {
		const char *t = h[i].text;
		if (strncmp(t, sb.buf, sb.len) || !t[sb.len])
			continue;
		size_t len;
		res = to_wide(t + sb.len, strlen(t + sb.len), &len);
		break;
	}
	sb_free(&sb);
	return res;
}

static void sugg_clear(void)
{
	free(E.sugg);
	free(E.sugg_for);
	E.sugg = E.sugg_for = NULL;
}

/* Draws E.sugg in grey from column COL of the cursor's row, up to the
 * last column but one, so that it never wraps: tabs as blanks to the
 * next tab stop, and of a suggestion of several lines (a multi-line
 * history entry) its first line and an ellipsis, as fish showed them
 * before it drew whole entries; accepting takes all of it.  Returns the
 * cells drawn; 0 when nothing fits. */
static int draw_suggestion(struct strbuf *sb, int col)
{
	int start = col;
	size_t mark = sb->len;
	sb_adds(sb, "\033[90m");
	size_t k = 0;
	for (; E.sugg[k] && E.sugg[k] != '\n'; k++) {
		wchar_t c = E.sugg[k];
		int w = c == '\t' ? 8 - col % 8 : wcwidth(c);
		if (w <= 0 || col + w >= E.cols)
			break;
		if (c == '\t')
			sb_addf(sb, "%*s", w, "");
		else
			fe_ed_add_wide(sb, &c, 1);
		col += w;
	}
	if (E.sugg[k] == '\n') {
		/* U+2026 where the locale can show it */
		bool utf8 = MB_CUR_MAX > 1 && wcwidth(0x2026) == 1;
		int w = utf8 ? 1 : 3;
		if (col + w < E.cols) {
			sb_adds(sb, utf8 ? "\u2026" : "...");
			col += w;
		}
	}
	sb_adds(sb, "\033[0m");
	if (col == start) { /* not even the colours */
		sb->len = mark;
		sb->buf[mark] = 0;
	}
	return col - start;
}

static void draw_overlay(EditLine *el)
{
	sugg_clear();
	E.sugg_cells = 0;
	unsigned opts = E.sh->opts;
	bool hl = (opts & OPT_HIGHLIGHT) && !E.continuation;
	bool as = (opts & OPT_AUTOSUGGEST) && !E.continuation && !E.vi;
	if (!hl && !as && !E.coloured)
		return;
	struct fe_lay l;
	if (!layout(el, &l))
		return;
	const LineInfoW *li = line(el);
	size_t n = (size_t)(li->lastchar - li->buffer);
	for (size_t i = 0; i < n; i++)
		if ((li->buffer[i] < 0x20 && li->buffer[i] != '\n' &&
		     li->buffer[i] != '\t') ||
		    li->buffer[i] == 0x7f)
			return; /* shown as ^X: left as libedit drew it */
	struct strbuf sb;
	sb_init(&sb);
	unsigned char *attr = xmalloc(n + 1);
	bool any = hl && highlight(li->buffer, n,
				   (size_t)(li->cursor - li->buffer), attr);
	if (any || E.coloured) {
		/* rewrite the line with its colours, then back to the cursor;
		 * t is where the terminal's cursor is (col == cols: at the
		 * margin, about to wrap) */
		struct fe_pos p = l.start, t = l.cursor;
		int cur = -1;
		for (size_t i = 0; i < n; i++) {
			wchar_t c = li->buffer[i];
			struct fe_pos q = p;
			lay_char(&p, c);
			if (c == '\n' || c == '\t')
				continue; /* blanks: libedit's stay */
			int w = wcwidth(c);
			if (q.col + w > E.cols) {
				q.row++;
				q.col = 0;
			}
			bool wraps = t.col >= E.cols && q.row == t.row + 1 &&
				     q.col == 0;
			if ((t.row != q.row || t.col != q.col) && !wraps)
				move_to(&sb, t.row, q);
			int a = any ? attr[i] : A_PLAIN;
			if (a != cur)
				sb_adds(&sb, attr_sgr[a]);
			cur = a;
			fe_ed_add_wide(&sb, &c, 1);
			t.row = q.row;
			t.col = q.col + w;
		}
		sb_adds(&sb, "\033[0m");
		move_to(&sb, t.row, l.cursor);
		E.coloured = any;
	}
	free(attr);
	if (as && li->cursor == li->lastchar)
		E.sugg = suggest(li->buffer, n);
	if (E.sugg) {
		E.sugg_for = xmalloc((n + 1) * sizeof(wchar_t));
		wmemcpy(E.sugg_for, li->buffer, n);
		E.sugg_for[n] = 0;
	}
	if (E.sugg) {
		int cells = draw_suggestion(&sb, l.end.col);
		if (cells) {
			sb_addf(&sb, "\033[%dD", cells);
			E.sugg_cells = cells;
		} else {
			sugg_clear(); /* no room to show it: nothing to accept */
		}
	}
	put_out(&sb);
	sb_free(&sb);
}

/* ------------------------------------------------------- the key hooks */

static void undo_snapshot(EditLine *el);

static void operate_next(EditLine *el);

void fe_ed_before_key(EditLine *el)
{
	operate_next(el);
	if (!E.busy) {
		undo_snapshot(el);
		if (!input_pending())
			draw_overlay(el);
	}
	flush_out();
}

void fe_ed_after_key(void)
{
	E.keys++;
	if (E.sugg_cells && !E.busy) {
		struct strbuf sb;
		sb_init(&sb);
		sb_adds(&sb, "\033[K");
		put_out(&sb);
		sb_free(&sb);
		flush_out(); /* before libedit acts on the key */
		E.sugg_cells = 0;
	}
}

void fe_ed_resize(EditLine *el)
{
	clear_area(el); /* with the old width: libedit's picture */
	el_resize(el);
	read_size();
	redraw(el);
}

/* --------------------------------------------------------------- undo */

static void snap_free(struct snap *s)
{
	free(s->text);
}

static void undo_clear(void)
{
	for (size_t i = 0; i < E.undo.n; i++)
		snap_free(&E.undo.v[i]);
	E.undo.n = 0;
	E.group = 0;
}

static void undo_snapshot(EditLine *el)
{
	const LineInfoW *li = line(el);
	size_t len = (size_t)(li->lastchar - li->buffer);
	size_t cur = (size_t)(li->cursor - li->buffer);
	struct snap *top = E.undo.n ? &E.undo.v[E.undo.n - 1] : NULL;
	if (top && top->len == len && top->cursor == cur &&
	    !wmemcmp(top->text, li->buffer, len))
		return;
	bool insert1 = top && len == top->len + 1 && cur == top->cursor + 1 &&
		       !wmemcmp(top->text, li->buffer, top->cursor) &&
		       !wmemcmp(top->text + top->cursor, li->buffer + cur,
				top->len - top->cursor);
	struct snap s = { xmalloc((len + 1) * sizeof(wchar_t)), len, cur };
	wmemcpy(s.text, li->buffer, len);
	if (insert1 && E.group > 0 && E.group < UNDO_GROUP) {
		snap_free(top);
		*top = s;
		E.group++;
		return;
	}
	if (E.undo.n == UNDO_MAX) {
		snap_free(&E.undo.v[0]);
		memmove(E.undo.v, E.undo.v + 1, (UNDO_MAX - 1) * sizeof s);
		E.undo.n--;
	}
	VEC_PUSH(E.undo, s);
	E.group = insert1 ? 1 : 0;
}

static unsigned char key_undo(EditLine *el, int ch)
{
	(void)ch;
	if (E.undo.n < 2)
		return CC_ERROR;
	snap_free(&E.undo.v[--E.undo.n]);
	struct snap *s = &E.undo.v[E.undo.n - 1];
	set_line(el, s->text, s->len, s->cursor);
	E.group = 0;
	return CC_REFRESH;
}

/* ------------------------------------------------------ yank-last-arg */

/* The last word of TEXT: blanks separate words, quotes and backslashes
 * protect, and ; & | < > ( ) are words of their own.  [*b, *e). */
static void last_word(const char *t, size_t *b, size_t *e)
{
	size_t i = 0, n = strlen(t), ws = 0, we = 0;
	while (i < n) {
		if (strchr(" \t\n", t[i])) {
			i++;
			continue;
		}
		ws = i;
		if (strchr(";&|<>()", t[i])) {
			while (i < n && strchr(";&|<>()", t[i]) && t[i])
				i++;
			we = i;
			continue;
		}
		char q = 0;
		int depth = 0; /* $( (( inside the word */
		while (i < n && (q || depth || !strchr(" \t\n;&|<>)", t[i]))) {
			if (t[i] == '\\' && q != '\'' && i + 1 < n)
				i++;
			else if ((t[i] == '\'' || t[i] == '"') && !q)
				q = t[i];
			else if (t[i] == q)
				q = 0;
			else if (!q && t[i] == '(')
				depth++;
			else if (!q && t[i] == ')')
				depth--;
			i++;
		}
		we = i;
	}
	*b = ws;
	*e = we;
}

static unsigned char key_last_arg(EditLine *el, int ch)
{
	(void)ch;
	size_t nh;
	const struct fe_hist_entry *h = fe_hist_entries(&nh);
	bool again = E.la_on && E.keys == E.la_keys + 2;
	size_t back = again ? E.la_back + 1 : 0;
	if (!h || back >= nh)
		return CC_ERROR;
	const char *t = h[nh - 1 - back].text;
	size_t b, e, len;
	last_word(t, &b, &e);
	wchar_t *w = to_wide(t + b, e - b, &len);
	if (again && E.la_len)
		el_wdeletestr(el, (int)E.la_len);
	if (len)
		el_winsertstr(el, w);
	free(w);
	E.la_back = back;
	E.la_len = len;
	E.la_on = true;
	E.la_keys = E.keys;
	return CC_REFRESH;
}

/* ------------------------------------- more of readline's functions */

static size_t search_recalled(const char *text);

/* The line as UTF-8 (malloc'ed); *CUR gets the cursor's byte offset. */
static char *line_text(EditLine *el, size_t *cur)
{
	const LineInfoW *li = line(el);
	struct strbuf sb;
	sb_init(&sb);
	*cur = fe_ed_add_wide(&sb, li->buffer,
			      (size_t)(li->cursor - li->buffer));
	fe_ed_add_wide(&sb, li->cursor, (size_t)(li->lastchar - li->cursor));
	return sb_detach(&sb);
}

/* insert-comment (Alt-#): the line becomes a comment and is accepted. */
static unsigned char key_comment(EditLine *el, int ch)
{
	(void)ch;
	const LineInfoW *li = line(el);
	el_cursor(el, -(int)(li->cursor - li->buffer));
	el_winsertstr(el, L"#");
	el_wpush(el, L"\r"); /* accepted as Enter accepts */
	return CC_REFRESH;
}

/* operate-and-get-next (Ctrl-O): accept the line; the next one starts as
 * the history entry after the one it was recalled from. */
static unsigned char key_operate(EditLine *el, int ch)
{
	(void)ch;
	size_t cur, nh;
	char *t = line_text(el, &cur);
	size_t idx = search_recalled(t);
	free(t);
	fe_hist_entries(&nh);
	E.next_on = idx < nh;
	E.next_idx = idx + 1; /* nh: the entry this line makes */
	el_wpush(el, L"\r");
	return CC_REFRESH;
}

/* The line operate-and-get-next asked for, with libedit's history cursor
 * on its entry (so that Ctrl-O again goes on from there). */
static void operate_next(EditLine *el)
{
	if (!E.next_on)
		return;
	E.next_on = false;
	size_t nh, len;
	const struct fe_hist_entry *h = fe_hist_entries(&nh);
	History *hist = fe_hist_editline();
	HistEvent ev;
	if (E.next_idx >= nh || !hist || history(hist, &ev, H_FIRST) == -1)
		return;
	for (size_t i = E.next_idx + 1; i < nh; i++)
		history(hist, &ev, H_NEXT);
	const char *text = h[E.next_idx].text;
	wchar_t *w = to_wide(text, strlen(text), &len);
	set_line(el, w, len, len);
	free(w);
	fe_ed_redraw(el);
}

/* history-expand-line (Alt-^) and magic-space: the history references
 * before the cursor are expanded in place (an error leaves the line and
 * beeps). */
static bool expand_before_cursor(EditLine *el)
{
	size_t cur;
	char *t = line_text(el, &cur);
	struct strbuf out;
	sb_init(&out);
	bool ok = true;
	if (E.sh && fe_histexp_needed(E.sh, t, cur)) {
		enum fe_histexp_result r = fe_histexp(E.sh, t, cur, 0, &out);
		if (r == FE_HISTEXP_ERROR) {
			ok = false;
		} else if (r != FE_HISTEXP_SAME) {
			size_t before, len;
			sb_adds(&out, t + cur);
			wchar_t *w = to_wide(out.buf, out.len, &len);
			free(to_wide(out.buf, out.len - strlen(t + cur),
				     &before));
			set_line(el, w, len, before);
			free(w);
		}
	}
	sb_free(&out);
	free(t);
	return ok;
}

static unsigned char key_hist_expand(EditLine *el, int ch)
{
	(void)ch;
	return expand_before_cursor(el) ? CC_REFRESH : CC_REFRESH_BEEP;
}

static unsigned char key_magic_space(EditLine *el, int ch)
{
	(void)ch;
	expand_before_cursor(el);
	el_winsertstr(el, L" ");
	return CC_REFRESH;
}

/* readline's words: runs of letters and digits.  From I, the end of the
 * next word, or the start of the previous one. */
static size_t word_fwd(const wchar_t *b, size_t n, size_t i)
{
	while (i < n && !iswalnum((wint_t)b[i]))
		i++;
	while (i < n && iswalnum((wint_t)b[i]))
		i++;
	return i;
}

static size_t word_back(const wchar_t *b, size_t i)
{
	while (i > 0 && !iswalnum((wint_t)b[i - 1]))
		i--;
	while (i > 0 && iswalnum((wint_t)b[i - 1]))
		i--;
	return i;
}

/* The line and the cursor, to tell whether a key follows a kill or a
 * yank directly (malloc'ed; the cursor's offset first). */
static wchar_t *line_state(EditLine *el)
{
	const LineInfoW *li = line(el);
	size_t n = (size_t)(li->lastchar - li->buffer);
	wchar_t *w = xmalloc((n + 2) * sizeof *w);
	w[0] = (wchar_t)(li->cursor - li->buffer) + 1;
	wmemcpy(w + 1, li->buffer, n);
	w[n + 1] = 0;
	return w;
}

static bool state_is(EditLine *el, const wchar_t *st)
{
	if (!st)
		return false;
	wchar_t *now = line_state(el);
	bool same = !wcscmp(now, st);
	free(now);
	return same;
}

/* Kills [FROM, TO) of the line into the ring: a kill right after a kill
 * adds to its entry (at the end, or in front for a kill backwards), as
 * readline does; else the text is a new entry. */
static unsigned char kill_text(EditLine *el, size_t from, size_t to,
			       bool backward)
{
	const LineInfoW *li = line(el);
	if (from >= to)
		return CC_ERROR;
	size_t n = to - from;
	if (state_is(el, E.killed_at) && E.ring_n) {
		wchar_t *old = E.ring[0];
		size_t k = wcslen(old);
		wchar_t *w = xmalloc((k + n + 1) * sizeof *w);
		if (backward) {
			wmemcpy(w, li->buffer + from, n);
			wmemcpy(w + n, old, k);
		} else {
			wmemcpy(w, old, k);
			wmemcpy(w + k, li->buffer + from, n);
		}
		w[k + n] = 0;
		free(old);
		E.ring[0] = w;
	} else {
		if (E.ring_n == KILL_RING)
			free(E.ring[--E.ring_n]);
		memmove(E.ring + 1, E.ring, (size_t)E.ring_n * sizeof *E.ring);
		E.ring_n++;
		E.ring[0] = xmalloc((n + 1) * sizeof *E.ring[0]);
		wmemcpy(E.ring[0], li->buffer + from, n);
		E.ring[0][n] = 0;
	}
	el_cursor(el, (int)to - (int)(li->cursor - li->buffer));
	el_wdeletestr(el, (int)n);
	free(E.killed_at);
	E.killed_at = line_state(el);
	return CC_REFRESH;
}

static size_t cursor_at(EditLine *el)
{
	const LineInfoW *li = line(el);
	return (size_t)(li->cursor - li->buffer);
}

static size_t line_len(EditLine *el)
{
	const LineInfoW *li = line(el);
	return (size_t)(li->lastchar - li->buffer);
}

/* kill-line (Ctrl-K), unix-line-discard (Ctrl-U), kill-whole-line */
static unsigned char key_kill_line(EditLine *el, int ch)
{
	(void)ch;
	return kill_text(el, cursor_at(el), line_len(el), false);
}

static unsigned char key_kill_line_back(EditLine *el, int ch)
{
	(void)ch;
	return kill_text(el, 0, cursor_at(el), true);
}

static unsigned char key_kill_whole(EditLine *el, int ch)
{
	(void)ch;
	return kill_text(el, 0, line_len(el), false);
}

/* unix-word-rubout (Ctrl-W): back over blanks, then to the previous
 * blank. */
static unsigned char key_rubout(EditLine *el, int ch)
{
	(void)ch;
	const wchar_t *b = line(el)->buffer;
	size_t end = cursor_at(el), i = end;
	while (i > 0 && iswspace((wint_t)b[i - 1]))
		i--;
	while (i > 0 && !iswspace((wint_t)b[i - 1]))
		i--;
	return kill_text(el, i, end, true);
}

/* backward-kill-word (Alt-Backspace), kill-word (Alt-D): readline's
 * words, letters and digits. */
static unsigned char key_kill_word_back(EditLine *el, int ch)
{
	(void)ch;
	size_t end = cursor_at(el);
	return kill_text(el, word_back(line(el)->buffer, end), end, true);
}

static unsigned char key_kill_word(EditLine *el, int ch)
{
	(void)ch;
	size_t at = cursor_at(el);
	return kill_text(el, at, word_fwd(line(el)->buffer, line_len(el), at),
			 false);
}

static void yank_at(EditLine *el, int idx)
{
	E.yank_idx = idx;
	E.yank_start = cursor_at(el);
	E.yank_len = wcslen(E.ring[idx]);
	el_winsertstr(el, E.ring[idx]);
	free(E.yanked_at);
	E.yanked_at = line_state(el);
}

/* yank (Ctrl-Y): the newest kill; yank-pop (Alt-Y), right after a yank:
 * the kill before the one yanked, in its place. */
static unsigned char key_yank(EditLine *el, int ch)
{
	(void)ch;
	if (!E.ring_n)
		return CC_ERROR;
	yank_at(el, 0);
	return CC_REFRESH;
}

static unsigned char key_yank_pop(EditLine *el, int ch)
{
	(void)ch;
	if (!E.ring_n || !state_is(el, E.yanked_at))
		return CC_ERROR;
	el_cursor(el, (int)(E.yank_start + E.yank_len) - (int)cursor_at(el));
	el_wdeletestr(el, (int)E.yank_len);
	yank_at(el, (E.yank_idx + 1) % E.ring_n);
	return CC_REFRESH;
}

/* transpose-words (Alt-T): the word before the cursor and the one after
 * it change places, the cursor goes after both (at the end of the line:
 * the last two words). */
static unsigned char key_transpose_words(EditLine *el, int ch)
{
	(void)ch;
	const LineInfoW *li = line(el);
	const wchar_t *b = li->buffer;
	size_t n = (size_t)(li->lastchar - b);
	size_t w2e = word_fwd(b, n, (size_t)(li->cursor - b));
	size_t w2b = word_back(b, w2e);
	size_t w1b = word_back(b, w2b);
	size_t w1e = word_fwd(b, n, w1b);
	if (w1b == w2b || w2b < w1e)
		return CC_ERROR;
	wchar_t *t = xmalloc((n + 1) * sizeof *t);
	wmemcpy(t, b, w1b);
	size_t k = w1b;
	wmemcpy(t + k, b + w2b, w2e - w2b);
	k += w2e - w2b;
	wmemcpy(t + k, b + w1e, w2b - w1e);
	k += w2b - w1e;
	wmemcpy(t + k, b + w1b, w1e - w1b);
	k += w1e - w1b;
	wmemcpy(t + k, b + w2e, n - w2e);
	set_line(el, t, n, w2e);
	free(t);
	return CC_REFRESH;
}

/* clear-screen (Ctrl-L): the prompt's lines before its last are drawn
 * again too (libedit's own clear draws the one line it knows). */
static unsigned char key_clear(EditLine *el, int ch)
{
	(void)el, (void)ch;
	if (E.out)
		fflush(E.out);
	sb_adds(&E.pend, "\033[H\033[2J");
	if (E.prompt_lines)
		for (const char *s = E.prompt_lines; *s; s++) {
			if (*s == '\n')
				sb_addc(&E.pend, '\r');
			sb_addc(&E.pend, *s);
		}
	flush_out();
	return CC_REDISPLAY;
}

static unsigned char key_tab_insert(EditLine *el, int ch)
{
	(void)ch;
	el_winsertstr(el, L"\t");
	return CC_REFRESH;
}

/* history-substring-search-backward/forward: the entries that hold the
 * text before the cursor anywhere, newer or older each time; the search
 * goes on while the line is the one the last step left. */
static unsigned char substring_search(EditLine *el, int dir)
{
	const LineInfoW *li = line(el);
	size_t nh, n = (size_t)(li->lastchar - li->buffer);
	const struct fe_hist_entry *h = fe_hist_entries(&nh);
	bool again = E.ss_line && wcslen(E.ss_line) == n &&
		     !wmemcmp(E.ss_line, li->buffer, n);
	if (!again) {
		size_t k = (size_t)(li->cursor - li->buffer);
		free(E.ss_text);
		E.ss_text = xmalloc((k + 1) * sizeof *E.ss_text);
		wmemcpy(E.ss_text, li->buffer, k);
		E.ss_text[k] = 0;
		E.ss_idx = nh;
	}
	for (size_t i = E.ss_idx;;) {
		if (dir < 0 ? i == 0 : i + 1 >= nh)
			return CC_REFRESH_BEEP;
		i = dir < 0 ? i - 1 : i + 1;
		size_t len;
		wchar_t *w = to_wide(h[i].text, strlen(h[i].text), &len);
		if (wcsstr(w, E.ss_text) &&
		    (wcslen(w) != n || wmemcmp(w, li->buffer, n))) {
			set_line(el, w, len, len);
			free(E.ss_line);
			E.ss_line = w;
			E.ss_idx = i;
			return CC_REFRESH;
		}
		free(w);
	}
}

static unsigned char key_substr_back(EditLine *el, int ch)
{
	(void)ch;
	return substring_search(el, -1);
}

static unsigned char key_substr_fwd(EditLine *el, int ch)
{
	(void)ch;
	return substring_search(el, 1);
}

/* ----------------------------------------------- forward / end + accept */

static bool accept_suggestion(EditLine *el)
{
	const LineInfoW *li = line(el);
	size_t n = (size_t)(li->lastchar - li->buffer);
	if (!E.sugg || li->cursor != li->lastchar || wcslen(E.sugg_for) != n ||
	    wmemcmp(E.sugg_for, li->buffer, n))
		return false; /* none, or drawn for another line */
	el_winsertstr(el, E.sugg);
	sugg_clear();
	return true;
}

static unsigned char key_forward(EditLine *el, int ch)
{
	(void)ch;
	if (accept_suggestion(el))
		return CC_REFRESH;
	const LineInfoW *li = line(el);
	if (li->cursor >= li->lastchar)
		return CC_ERROR;
	el_cursor(el, 1);
	return CC_CURSOR;
}

static unsigned char key_end(EditLine *el, int ch)
{
	(void)ch;
	if (accept_suggestion(el))
		return CC_REFRESH;
	const LineInfoW *li = line(el);
	el_cursor(el, (int)(li->lastchar - li->cursor));
	return CC_CURSOR;
}

/* ------------------------------------------------- incremental search */

static void search_prompt(const char *pat, bool failed, int dir)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "(%s%si-search)`%s': ", failed ? "failed " : "",
		dir < 0 ? "reverse-" : "", pat);
	free(E.search_prompt);
	E.search_prompt = sb_detach(&sb);
}

/* Where a search starts, as readline's: in the line being edited, from
 * the cursor (backwards: a match that starts before it; forwards: one
 * that starts at it or after), then in the entries older or newer than
 * that line.  The line is the history entry ORIGIN it was recalled from
 * (Up), or the new line (ORIGIN == NH), whose text is CUR. */
struct search_origin {
	size_t idx;      /* the entry, or NH */
	const char *cur; /* the new line's text, or NULL */
	const char *text;
	size_t cursor; /* in bytes of TEXT */
};

static const char *search_text(const struct search_origin *o, size_t idx);

/* A search position, as readline keeps one: an entry (the new line
 * counting as entry NH after the newest) and a byte offset in it, which
 * may lie before its start (-1) or past its end. */
struct search_pos {
	size_t idx;
	long off;
};

/* Finds PAT from *AT on, as readline does: in the entry at *AT the match
 * nearest to the offset, starting at it or before it (DIR < 0) or at it
 * or after it (DIR > 0), then in the entries beyond, the nearest first
 * (older ones from their end, newer ones from their start).  Moves *AT
 * to the match; on failure leaves it. */
static bool search_from(const struct search_origin *o, const char *pat, int dir,
			struct search_pos *at)
{
	size_t nh;
	fe_hist_entries(&nh);
	size_t n = nh + (o->cur != NULL);
	long off = at->off;
	for (size_t i = at->idx; i<n; i += dir> 0 ? 1 : (size_t)-1) {
		const char *t = search_text(o, i), *m = NULL;
		long len = (long)strlen(t);
		if (i != at->idx)
			off = dir < 0 ? len : 0;
		if (dir < 0) {
			for (const char *p = t;
			     (p = strstr(p, pat)) && p - t <= off; p++)
				m = p;
		} else if (off <= len) {
			m = strstr(t + (off < 0 ? 0 : off), pat);
		}
		if (m) {
			at->idx = i;
			at->off = m - t;
			return true;
		}
		if (dir < 0 && !i)
			break;
	}
	return false;
}

/* The entry the line was recalled from, from libedit's history cursor,
 * which shows the entry its last Up, Down or history search showed, and
 * which fe_ed_line_begin puts on the newest entry: elsewhere, the line
 * was recalled from there (and maybe edited since); on the newest, only
 * when the line still reads as that entry.  Else NH, the new line. */
static size_t search_recalled(const char *text)
{
	size_t nh;
	fe_hist_entries(&nh);
	History *hist = fe_hist_editline();
	HistEvent ev;
	if (!hist || history(hist, &ev, H_CURR) == -1)
		return nh;
	bool same = !strcmp(ev.str, text);
	size_t newer = 0; /* entries newer than the cursor's */
	while (history(hist, &ev, H_PREV) != -1)
		newer++;
	for (size_t i = 0; i < newer; i++) /* the cursor back */
		history(hist, &ev, H_NEXT);
	if (newer >= nh || (!newer && !same))
		return nh;
	return nh - 1 - newer;
}

/* The text of entry IDX as the search sees it: the line as it was for
 * the entry it started in (recalled lines may have been edited). */
static const char *search_text(const struct search_origin *o, size_t idx)
{
	size_t nh;
	const struct fe_hist_entry *h = fe_hist_entries(&nh);
	return idx == o->idx ? o->text : idx < nh ? h[idx].text : o->cur;
}

static void search_show(EditLine *el, const struct search_origin *o, size_t idx,
			size_t off)
{
	size_t len, cur;
	const char *t = search_text(o, idx);
	wchar_t *w = to_wide(t, strlen(t), &len);
	free(to_wide(t, off, &cur));
	set_line(el, w, len, cur);
	free(w);
}

/* After ESC: the rest of an escape sequence that arrived with it. */
static void read_escape_tail(EditLine *el, wchar_t *seq, size_t cap)
{
	size_t n = 1;
	seq[0] = 033;
	while (n + 1 < cap && input_pending()) {
		wchar_t c;
		if (el_wgetc(el, &c) != 1)
			break;
		seq[n++] = c;
		if (n == 2 && c != '[' && c != 'O')
			break; /* Alt+key */
		if (n > 2 && c >= 0x40 && c <= 0x7e)
			break; /* the final byte */
	}
	seq[n] = 0;
}

/* Ctrl-R (reverse) and Ctrl-S (forward), as readline's incremental
 * searches, which keep a position (struct search_pos): it starts in the
 * line, at the cursor, and goes on from the history entry the line was
 * recalled from, so a forward search finds something after Up, and on a
 * new line only once a reverse search has moved back.  Typing and
 * Backspace search again from the position, the match shown there first;
 * the same key again searches from just beyond it (and when that fails
 * leaves the position at the far end of the history, as readline does);
 * the other key turns the search round without moving (the entry shown
 * still matches).  A failed search keeps the line last shown; Backspace
 * down to no text at all says "failed" and keeps it too (readline). */
static unsigned char key_search(EditLine *el, int ch)
{
	int dir = ch == 0x13 ? 1 : -1;
	const LineInfoW *li = line(el);
	size_t olen = (size_t)(li->lastchar - li->buffer);
	size_t ocur = (size_t)(li->cursor - li->buffer);
	wchar_t *orig = xmalloc((olen + 1) * sizeof *orig);
	wmemcpy(orig, li->buffer, olen);
	struct strbuf otext;
	sb_init(&otext);
	fe_ed_add_wide(&otext, orig, ocur);
	size_t obytes = otext.len;
	fe_ed_add_wide(&otext, orig + ocur, olen - ocur);
	struct search_origin o = { search_recalled(sb_str(&otext)), NULL,
				   sb_str(&otext), obytes };
	size_t nh;
	fe_hist_entries(&nh);
	if (o.idx == nh)
		o.cur = o.text;
	/* backwards: a match that starts before the cursor */
	struct search_pos at = { o.idx, (long)obytes - (dir < 0) };
	struct strbuf pat;
	sb_init(&pat);
	bool show = false, failed = false;
	unsigned char rc = CC_REFRESH;
	wchar_t push[16] = { 0 };
	E.busy = true;
	for (;;) {
		clear_area(el);
		search_prompt(sb_str(&pat), failed, dir);
		if (show)
			search_show(el, &o, at.idx, (size_t)at.off);
		show = false;
		redraw(el);
		wchar_t c;
		if (el_wgetc(el, &c) != 1) {
			rc = CC_EOF;
			break;
		}
		if (c == 0x12 || c == 0x13) { /* ^R older, ^S newer */
			int want = c == 0x12 ? -1 : 1;
			if (want != dir) {
				dir = want;
				continue;
			}
			if (!pat.len)
				continue;
			/* the next match: in the entry shown, then on */
			struct search_pos next = { at.idx, at.off + dir };
			show = search_from(&o, pat.buf, dir, &next);
			failed = !show;
			if (show) {
				at = next;
			} else {
				size_t n = nh + (o.cur != NULL);
				at.idx = dir < 0 ? 0 : n - 1;
				at.off = dir < 0 ? LONG_MAX : 0;
			}
			continue;
		}
		if (c == 0x7f || c == 0x08) {
			if (!pat.len)
				continue;
			do
				pat.len--;
			while (pat.len && ((unsigned char)pat.buf[pat.len] &
					   0xc0) == 0x80);
			pat.buf[pat.len] = 0;
			show = pat.len && search_from(&o, pat.buf, dir, &at);
			failed = !show;
			continue;
		}
		if (c == 0x07) { /* ^G: back to the line as it was */
			set_line(el, orig, olen, ocur);
			break;
		}
		if (c == '\r' || c == '\n') {
			push[0] = '\r';
			break;
		}
		if (c == 033) {
			read_escape_tail(el, push, sizeof push / sizeof *push);
			if (!push[1])
				push[0] =
					0; /* a lone ESC only ends the search */
			break;
		}
		if (c < 0x20) {
			push[0] = c;
			break;
		}
		fe_ed_add_wide(&pat, &c, 1);
		show = search_from(&o, pat.buf, dir, &at);
		failed = !show;
	}
	clear_area(el);
	free(E.search_prompt);
	E.search_prompt = NULL;
	redraw(el);
	E.busy = false;
	if (push[0])
		el_wpush(el, push);
	sb_free(&pat);
	sb_free(&otext);
	free(orig);
	return rc == CC_EOF ? rc : CC_NORM;
}

const char *fe_ed_prompt_override(void)
{
	return E.search_prompt;
}

/* ---------------------------------------------------- bracketed paste */

static unsigned char key_paste(EditLine *el, int ch)
{
	(void)ch;
	static const wchar_t end[] = L"\033[201~";
	size_t endn = wcslen(end), n = 0, cap = 256;
	wchar_t *buf = xmalloc(cap * sizeof *buf);
	E.busy = true;
	for (;;) {
		wchar_t c;
		if (el_wgetc(el, &c) != 1)
			break;
		if (n + 2 >= cap)
			buf = xrealloc(buf, (cap *= 2) * sizeof *buf);
		if (c == '\r')
			c = '\n';
		else if (c == '\n' && n && buf[n - 1] == '\n')
			continue; /* the \n of a \r\n */
		buf[n++] = c;
		if (n >= endn && !wmemcmp(buf + n - endn, end, endn)) {
			n -= endn;
			break;
		}
	}
	E.busy = false;
	buf[n] = 0;
	if (n)
		el_winsertstr(el, buf);
	free(buf);
	return CC_REFRESH;
}

/* ---------------------------------------------------------------- ^D */

/* Ctrl-D: end of input on an empty line, without libedit's visible "^D"
 * (bash echoes nothing; the caller starts a new line).  On a line with
 * text, as readline: in emacs mode it deletes the character under the
 * cursor (an error at the end of the line); in vi mode, insert or
 * command, it accepts the line (vi-eof-maybe). */
static unsigned char key_eof(EditLine *el, int ch)
{
	(void)ch;
	const LineInfoW *li = line(el);
	if (li->lastchar == li->buffer)
		return CC_EOF;
	if (E.vi) {
		el_wpush(el, L"\r");
		return CC_NORM;
	}
	if (li->cursor == li->lastchar)
		return CC_ERROR;
	el_cursor(el, 1);
	el_wdeletestr(el, 1);
	return CC_REFRESH;
}

/* ------------------------------------------------- edit-and-execute */

static unsigned char key_edit(EditLine *el, int ch)
{
	(void)ch;
	if (E.continuation)
		return CC_ERROR;
	E.edit = true;
	el_wpush(el, L"\r");
	return CC_NORM;
}

bool fe_ed_take_edit(void)
{
	bool r = E.edit;
	E.edit = false;
	return r;
}

const char *fe_ed_edit_command(bool vi)
{
	return vi ? "fc -e \"${VISUAL:-${EDITOR:-$(command -v editor || "
		    "echo vi)}}\"\n"
		  : "fc -e \"${VISUAL:-${EDITOR:-$(command -v editor || "
		    "echo emacs)}}\"\n";
}

/* ------------------------------------------------------------ bind -x */

/* bind -x KEYS:CMD (runtime/builtins/bind.c) binds KEYS to quirl-xN: CMD
 * runs with READLINE_LINE and READLINE_POINT (in characters) set to the
 * line and cursor, and the line becomes what it left in them. */
static unsigned char key_x(EditLine *el, int slot)
{
	char fn[24];
	snprintf(fn, sizeof fn, "quirl-x%d", slot);
	const struct strvec *b = &E.sh->binds;
	char *cmd = NULL;
	for (size_t i = 0; i + 3 < b->n && !cmd; i += 4)
		if (!strcmp(b->v[i + 3], fn))
			cmd = xstrdup(b->v[i + 1]); /* CMD may rebind */
	if (!cmd)
		return CC_ERROR;
	const LineInfoW *li = line(el);
	size_t n = (size_t)(li->lastchar - li->buffer);
	size_t cur = (size_t)(li->cursor - li->buffer);
	struct strbuf sb;
	sb_init(&sb);
	fe_ed_add_wide(&sb, li->buffer, n);
	rt_var_set(E.sh, "READLINE_LINE", sb_str(&sb), 0);
	sb_reset(&sb);
	sb_addf(&sb, "%zu", cur);
	rt_var_set(E.sh, "READLINE_POINT", sb_str(&sb), 0);
	sb_free(&sb);
	flush_out();
	rt_eval_string(E.sh, cmd, strlen(cmd));
	rt_out_flush_all(E.sh);
	free(cmd);
	const char *nl = rt_var_get(E.sh, "READLINE_LINE");
	const char *np = rt_var_get(E.sh, "READLINE_POINT");
	size_t len;
	wchar_t *w = to_wide(nl ? nl : "", nl ? strlen(nl) : 0, &len);
	el_cursor(el, (int)(n - cur));
	el_wdeletestr(el, (int)n);
	if (len)
		el_winsertstr(el, w);
	free(w);
	long p = np ? strtol(np, NULL, 10) : (long)len;
	if (p >= 0 && (size_t)p < len)
		el_cursor(el, (int)p - (int)len);
	return CC_REDISPLAY;
}

#define KEY_X(n)                                                               \
	static unsigned char key_x##n(EditLine *el, int ch)                    \
	{                                                                      \
		(void)ch;                                                      \
		return key_x(el, n);                                           \
	}
KEY_X(0)
KEY_X(1)
KEY_X(2)
KEY_X(3)
KEY_X(4)
KEY_X(5)
KEY_X(6)
KEY_X(7)
KEY_X(8)
KEY_X(9)
KEY_X(10)
KEY_X(11)
KEY_X(12)
KEY_X(13)
KEY_X(14)
KEY_X(15)

void fe_ed_key_set(const char *key, const char *fn, bool macro)
{
	if (!E.el)
		return;
	if (macro)
		el_set(E.el, EL_BIND, "-s", key, fn, NULL);
	else
		el_set(E.el, EL_BIND, key, fn, NULL);
}

void fe_ed_key_unset(const char *key)
{
	if (E.el)
		el_set(E.el, EL_BIND, "-r", key, NULL);
}

void fe_ed_unbind_macros(void)
{
	const struct strvec *b = E.sh ? &E.sh->binds : NULL;
	for (size_t i = 0; E.el && b && i + 3 < b->n; i += 4)
		if (!*b->v[i + 3])
			fe_ed_key_unset(b->v[i + 2]);
}

/* ----------------------------------------------------------- set-up */

void fe_ed_setup(EditLine *el, struct shell *sh)
{
	static const struct {
		const wchar_t *name, *help;
		unsigned char (*fn)(EditLine *, int);
	} fns[] = {
		{ L"quirl-search", L"Incremental search (^R back, ^S on)",
		  key_search },
		{ L"quirl-undo", L"Undo the last change", key_undo },
		{ L"quirl-last-arg", L"Insert the previous last argument",
		  key_last_arg },
		{ L"quirl-forward", L"Forward a character or accept",
		  key_forward },
		{ L"quirl-end", L"End of line or accept", key_end },
		{ L"quirl-paste", L"Bracketed paste", key_paste },
		{ L"quirl-edit", L"Edit the line in $VISUAL and run it",
		  key_edit },
		{ L"quirl-eof", L"End of input, or delete a character",
		  key_eof },
		{ L"quirl-insert-comment", L"Comment the line out and accept",
		  key_comment },
		{ L"quirl-operate", L"Accept, then the next history entry",
		  key_operate },
		{ L"quirl-history-expand", L"Expand history references",
		  key_hist_expand },
		{ L"quirl-magic-space",
		  L"Expand history references, insert a space",
		  key_magic_space },
		{ L"quirl-tab-insert", L"Insert a tab", key_tab_insert },
		{ L"quirl-clear", L"Clear the screen, draw the prompt again",
		  key_clear },
		{ L"quirl-transpose-words", L"Swap the words around the cursor",
		  key_transpose_words },
		{ L"quirl-kill-line", L"Kill to the end of the line",
		  key_kill_line },
		{ L"quirl-kill-line-back", L"Kill to the start of the line",
		  key_kill_line_back },
		{ L"quirl-kill-whole-line", L"Kill the line", key_kill_whole },
		{ L"quirl-rubout", L"Kill back to a blank", key_rubout },
		{ L"quirl-kill-word-back", L"Kill the word before the cursor",
		  key_kill_word_back },
		{ L"quirl-kill-word", L"Kill to the end of the word",
		  key_kill_word },
		{ L"quirl-yank", L"Insert the last kill", key_yank },
		{ L"quirl-yank-pop", L"Put the kill before in the yank's place",
		  key_yank_pop },
		{ L"quirl-substring-back",
		  L"Older entry holding the text before the cursor",
		  key_substr_back },
		{ L"quirl-substring-fwd",
		  L"Newer entry holding the text before the cursor",
		  key_substr_fwd },
	};
	static unsigned char (*const xfns[])(EditLine *, int) = {
		key_x0,  key_x1,  key_x2,  key_x3,  key_x4,  key_x5,
		key_x6,  key_x7,  key_x8,  key_x9,  key_x10, key_x11,
		key_x12, key_x13, key_x14, key_x15,
	};
	E.sh = sh;
	E.el = el;
	for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
		el_wset(el, EL_ADDFN, fns[i].name, fns[i].help, fns[i].fn);
	/* libedit keeps the name's pointer */
	static wchar_t xnames[sizeof xfns / sizeof xfns[0]][12];
	for (size_t i = 0; i < sizeof xfns / sizeof xfns[0]; i++) {
		swprintf(xnames[i], 12, L"quirl-x%zu", i);
		el_wset(el, EL_ADDFN, xnames[i],
			L"A command bound with bind -x", xfns[i]);
	}
	read_size();
}

void fe_ed_bind(EditLine *el, bool vi)
{
	static const char *const emacs[][2] = {
		{ "^R", "quirl-search" },
		{ "^S", "quirl-search" },
		{ "^_", "quirl-undo" },
		{ "^X^U", "quirl-undo" },
		{ "^X^E", "quirl-edit" },
		{ "\\e.", "quirl-last-arg" },
		{ "\\e_", "quirl-last-arg" },
		{ "\\eu", "em-upper-case" },
		{ "\\el", "em-lower-case" },
		{ "\\ec", "em-capitol-case" },
		{ "^F", "quirl-forward" },
		{ "\\e[C", "quirl-forward" },
		{ "\\eOC", "quirl-forward" },
		{ "^E", "quirl-end" },
		{ "\\e[F", "quirl-end" },
		{ "\\eOF", "quirl-end" },
		{ "\\e[4~", "quirl-end" },
		{ "\\e[200~", "quirl-paste" },
		{ "^D", "quirl-eof" },
		{ "\\e?", "quirl-possible-completions" },
		{ "\\e=", "quirl-possible-completions" },
		{ "\\e#", "quirl-insert-comment" },
		{ "\\et", "quirl-transpose-words" },
		{ "^L", "quirl-clear" },
		{ "^K", "quirl-kill-line" },
		{ "^U", "quirl-kill-line-back" },
		{ "^W", "quirl-rubout" },
		{ "\\e^?", "quirl-kill-word-back" },
		{ "\\e^H", "quirl-kill-word-back" },
		{ "\\ed", "quirl-kill-word" },
		{ "^Y", "quirl-yank" },
		{ "\\ey", "quirl-yank-pop" },
		{ "^O", "quirl-operate" },
		{ "\\e\\^", "quirl-history-expand" },
	};
	E.vi = vi;
	if (vi) {
		el_set(el, EL_BIND, "^R", "quirl-search", NULL);
		el_set(el, EL_BIND, "^S", "quirl-search", NULL);
		el_set(el, EL_BIND, "-a", "v", "quirl-edit", NULL);
		el_set(el, EL_BIND, "^D", "quirl-eof", NULL);
		el_set(el, EL_BIND, "-a", "^D", "quirl-eof", NULL);
	} else {
		for (size_t i = 0; i < sizeof emacs / sizeof emacs[0]; i++)
			el_set(el, EL_BIND, emacs[i][0], emacs[i][1], NULL);
	}
	/* then what bind added (runtime/builtins/bind.c) */
	const struct strvec *b = E.sh ? &E.sh->binds : NULL;
	for (size_t i = 0; b && i + 3 < b->n; i += 4) {
		if (*b->v[i + 3])
			el_set(el, EL_BIND, b->v[i + 2], b->v[i + 3], NULL);
		else
			el_set(el, EL_BIND, "-s", b->v[i + 2], b->v[i + 1],
			       NULL);
	}
}

static bool term_capable(void)
{
	const char *t = getenv("TERM");
	return t && *t && strcmp(t, "dumb") != 0;
}

void fe_ed_default_options(struct shell *sh)
{
	const char *t = rt_var_get(sh, "TERM");
	if (t && *t && strcmp(t, "dumb") != 0)
		sh->opts |= OPT_AUTOSUGGEST | OPT_HIGHLIGHT;
}

void fe_ed_line_begin(EditLine *el, const char *prompt, const char *lines,
		      bool continuation)
{
	(void)el;
	E.prompt = prompt;
	E.prompt_lines = lines;
	E.continuation = continuation;
	E.coloured = false;
	E.sugg_cells = 0;
	E.la_on = false;
	sugg_clear();
	undo_clear();
	seen_clear();
	read_size();
	/* the history cursor on the newest entry: search_recalled */
	History *hist = fe_hist_editline();
	HistEvent ev;
	if (hist)
		history(hist, &ev, H_FIRST);
	E.paste = !E.vi && term_capable();
	if (E.paste)
		sb_adds(&E.pend, "\033[?2004h");
}

void fe_ed_line_end(void)
{
	if (E.out)
		fflush(E.out);
	if (E.paste)
		sb_adds(&E.pend, "\033[?2004l");
	flush_out();
	E.paste = false;
	E.prompt = NULL;
}

void fe_ed_free(void)
{
	E.el = NULL;
	flush_out();
	if (E.out)
		fclose(E.out);
	E.out = NULL;
	flush_out();
	sb_free(&E.pend);
	undo_clear();
	VEC_FREE(E.undo);
	seen_clear();
	sugg_clear();
	free(E.search_prompt);
	E.search_prompt = NULL;
	free(E.ss_text);
	free(E.ss_line);
	E.ss_text = E.ss_line = NULL;
	for (int i = 0; i < E.ring_n; i++)
		free(E.ring[i]);
	E.ring_n = 0;
	free(E.killed_at);
	free(E.yanked_at);
	E.killed_at = E.yanked_at = NULL;
}
