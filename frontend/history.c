/*
 * history.c - the command history of the interactive shell.
 *
 * Design and invariants:
 *  - Entries are whole commands: the line read at PS1 opens an entry and
 *    every PS2 line read for the same command is appended to it (joined by
 *    '\n').  So the newest entry is complete by the time the command runs,
 *    which fc and `history` rely on.
 *  - The list always exists (`history -s` works in any shell); lines read
 *    are recorded while `set -o history` is on, which an interactive shell
 *    turns on.  fe_hist_init (interactive shells) adds the history file
 *    and libedit's mirror.
 *  - Which first lines are stored follows HISTCONTROL (ignorespace,
 *    ignoredups, ignoreboth, erasedups; unset in an interactive session:
 *    ignoreboth, Quirl's default) and HISTIGNORE (':'-separated patterns
 *    matched against the whole line, '&' the previous entry).  A duplicate
 *    multi-line entry is also dropped when the next command starts (only
 *    then is it known to be complete).
 *  - Numbers are positions: the first entry has number H.base, and
 *    deleting an entry renumbers those after it (bash); HISTSIZE (default
 *    500, negative: unlimited) bounds the list, dropping the oldest (base
 *    grows), and `history -c` starts again at 1.
 *  - An entry keeps the time it was stored or read (its "#EPOCH" line
 *    in a file that starts with one, else the time of reading), when
 *    fe_hist_stamps says entries get one (else "??" in listings);
 *    `history` shows it with HISTTIMEFORMAT, and while that is set the
 *    file gets a "#EPOCH" line before each entry.
 *  - HISTFILE (default ~/.quirl_history) is read at start-up.  At exit (and
 *    on `history -a`) the entries stored in this session and not yet
 *    written are appended, with one write(2) on an O_APPEND descriptor
 *    under flock(LOCK_EX), so shells exiting together never interleave or
 *    lose each other's lines.  The file is then trimmed to HISTFILESIZE
 *    entries (default HISTSIZE) under the same lock.
 *  - File format: one entry per line; an entry's inner newline is written as
 *    a backslash at the end of the physical line.  A last line that ends in
 *    a backslash itself gets a trailing space so it cannot join the next.
 *  - libedit's History object mirrors the list (for arrow keys and search);
 *    every change of the list updates it here.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "frontend/histexp.h"
#include "frontend/interactive.h"
#include "runtime/error.h"
#include "runtime/options.h"
#include "runtime/output.h"
#include "runtime/pattern.h"
#include "runtime/shell.h"
#include "runtime/var.h"

#define HIST_DEFAULT_SIZE 500

static struct {
	VEC(struct fe_hist_entry) ents;
	bool session;     /* fe_hist_init ran: HISTFILE and libedit */
	int base;         /* number of the first entry */
	bool cur_open;    /* the newest entry may still get PS2 lines */
	bool cur_skipped; /* the current command is not being stored */
	bool cur_cleared; /* history -c removed the current command's entry */
	size_t file_ents; /* entries of the file this session has seen */
	char *file;       /* path of HISTFILE read at start-up */
	History *el_hist;
	bool stamps; /* fe_hist_stamps */
} H = { .base = 1 };

/* A size variable: its number, SIZE_MAX when negative (unlimited), DEF
 * when unset or not a number. */
static size_t size_var(struct shell *sh, const char *name, size_t def)
{
	const char *s = rt_var_get(sh, name);
	if (s && *s) {
		char *end;
		long v = strtol(s, &end, 10);
		if (!*end)
			return v < 0 ? SIZE_MAX : (size_t)v;
	}
	return def;
}

static size_t hist_size(struct shell *sh)
{
	return size_var(sh, "HISTSIZE", HIST_DEFAULT_SIZE);
}

static void el_enter(const char *text)
{
	HistEvent ev;
	if (H.el_hist)
		history(H.el_hist, &ev, H_ENTER, text);
}

/* Rebuilds libedit's copy; cheap for a few hundred entries. */
static void el_rebuild(void)
{
	HistEvent ev;
	if (!H.el_hist)
		return;
	history(H.el_hist, &ev, H_CLEAR);
	for (size_t i = 0; i < H.ents.n; i++)
		el_enter(H.ents.v[i].text);
}

static void renumber(void)
{
	for (size_t i = 0; i < H.ents.n; i++)
		H.ents.v[i].num = H.base + (int)i;
}

/* Removes the K entries from index AT. */
static void remove_at(size_t at, size_t k)
{
	for (size_t i = at; i < at + k; i++)
		free(H.ents.v[i].text);
	memmove(H.ents.v + at, H.ents.v + at + k,
		(H.ents.n - at - k) * sizeof *H.ents.v);
	H.ents.n -= k;
}

static void drop_oldest(size_t k)
{
	if (k > H.ents.n)
		k = H.ents.n;
	remove_at(0, k);
	H.base += (int)k;
}

static void stifle(struct shell *sh)
{
	size_t max = hist_size(sh);
	if (H.ents.n > max) {
		drop_oldest(H.ents.n - max);
		el_rebuild();
	}
}

static void push_entry(char *text, time_t when, bool fresh)
{
	struct fe_hist_entry e = { H.base + (int)H.ents.n, text, when, fresh };
	VEC_PUSH(H.ents, e);
}

bool fe_hist_stamps(struct shell *sh)
{
	if (sh->interactive || rt_var_get(sh, "HISTTIMEFORMAT"))
		H.stamps = true;
	return H.stamps;
}

static void push(struct shell *sh, const char *text, size_t len)
{
	push_entry(xstrndup(text, len), fe_hist_stamps(sh) ? time(NULL) : 0,
		   true);
	el_enter(H.ents.v[H.ents.n - 1].text);
	stifle(sh);
}

/* "#" and digits: a time stamp line of the file. */
static bool is_stamp(const char *s, size_t n)
{
	if (n < 2 || s[0] != '#')
		return false;
	for (size_t i = 1; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return false;
	return true;
}

/* Splits the file's text into entries (see the format above), skipping
 * the first SKIP of them; returns how many the text holds. */
static size_t load_text(const char *s, size_t n, size_t skip, time_t now)
{
	struct strbuf cur;
	sb_init(&cur);
	size_t i = 0, count = 0;
	time_t when = 0;
	/* a file with time stamps starts with one (bash's rule): only then
	 * are "#digits" lines stamps; an entry without one gets NOW */
	const char *nl0 = memchr(s, '\n', n);
	bool stamped = is_stamp(s, nl0 ? (size_t)(nl0 - s) : n);
	while (i < n) {
		const char *nl = memchr(s + i, '\n', n - i);
		size_t end = nl ? (size_t)(nl - s) : n;
		bool cont = end > i && s[end - 1] == '\\';
		if (stamped && !cur.len && is_stamp(s + i, end - i)) {
			when = (time_t)strtoll(s + i + 1, NULL, 10);
			i = end + 1;
			continue;
		}
		sb_addn(&cur, s + i, end - i - cont);
		if (cont) {
			sb_addc(&cur, '\n');
		} else {
			if (cur.len && count++ >= skip)
				push_entry(sb_detach(&cur), when ? when : now,
					   false);
			sb_reset(&cur);
			when = 0;
		}
		i = end + 1;
	}
	if (cur.len && count++ >= skip)
		push_entry(sb_detach(&cur), when ? when : now, false);
	sb_free(&cur);
	return count;
}

static char *read_all(int fd, size_t *len)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_read_fd(&sb, fd);
	*len = sb.len;
	return sb_detach(&sb);
}

char *fe_hist_file(struct shell *sh)
{
	const char *f = rt_var_get(sh, "HISTFILE");
	if (f)
		return *f ? xstrdup(f) : NULL;
	const char *home = rt_var_get(sh, "HOME");
	if (!home || !*home)
		return NULL;
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s/.quirl_history", home);
	return sb_detach(&sb);
}

/* Opens a history file to read: -1 (errno set) when it cannot be, or is
 * no regular file (HISTFILE=/dev/zero would be read until memory runs
 * out, a FIFO would block). */
static int open_read(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	if (fd >= 0 && (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))) {
		close(fd);
		errno = EINVAL;
		return -1;
	}
	return fd;
}

int fe_hist_read(struct shell *sh, const char *path, bool only_new)
{
	int fd = open_read(path);
	if (fd < 0)
		return -1;
	size_t len;
	char *text = read_all(fd, &len);
	close(fd);
	size_t n = load_text(text, len, only_new ? H.file_ents : 0,
			     fe_hist_stamps(sh) ? time(NULL) : 0);
	if (n > H.file_ents || !only_new)
		H.file_ents = n;
	free(text);
	if (H.ents.n > hist_size(sh))
		drop_oldest(H.ents.n - hist_size(sh));
	el_rebuild();
	return 0;
}

void fe_hist_init(struct shell *sh)
{
	HistEvent ev;
	H.session = true;
	H.el_hist = history_init();
	if (H.el_hist)
		history(H.el_hist, &ev, H_SETSIZE, INT32_MAX / 2);
	H.file = fe_hist_file(sh);
	if (H.file && fe_hist_read(sh, H.file, false) < 0 && errno == EINVAL) {
		free(H.file); /* not a regular file: not written either */
		H.file = NULL;
	}
	el_rebuild();
}

static void write_entry(struct strbuf *out, const struct fe_hist_entry *e,
			bool stamps)
{
	if (stamps && e->when)
		sb_addf(out, "#%lld\n", (long long)e->when);
	for (const char *t = e->text; *t; t++) {
		if (*t == '\n')
			sb_addc(out, '\\');
		sb_addc(out, *t);
	}
	if (out->len && out->buf[out->len - 1] == '\\')
		sb_addc(out, ' ');
	sb_addc(out, '\n');
}

static bool write_full(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		p += w;
		n -= (size_t)w;
	}
	return true;
}

/* Whether the line ending at I (a '\n') ends an entry. */
static bool ends_entry(const char *t, size_t i)
{
	if (i > 0 && t[i - 1] == '\\')
		return false;
	size_t b = i;
	while (b > 0 && t[b - 1] != '\n')
		b--;
	return !is_stamp(t + b, i - b);
}

/* Under the lock: keeps the newest MAX entries of the file. */
static void trim_file(int fd, size_t max)
{
	size_t len;
	if (max == SIZE_MAX || lseek(fd, 0, SEEK_SET) < 0)
		return;
	char *text = read_all(fd, &len);
	size_t ents = 0;
	for (size_t i = 0; i < len; i++)
		ents += text[i] == '\n' && ends_entry(text, i);
	if (ents > max) {
		size_t skip = ents - max, i = 0;
		for (; i < len && skip; i++)
			skip -= text[i] == '\n' && ends_entry(text, i);
		if (ftruncate(fd, 0) == 0)
			write_full(fd, text + i, len - i);
	}
	free(text);
}

/* Writes the entries (only the fresh ones when APPEND) to PATH; 0, or -1
 * with errno set. */
int fe_hist_write(struct shell *sh, const char *path, bool append)
{
	bool stamps = rt_var_get(sh, "HISTTIMEFORMAT") != NULL;
	struct strbuf out;
	sb_init(&out);
	size_t fresh = 0;
	for (size_t i = 0; i < H.ents.n; i++)
		if (!append || H.ents.v[i].fresh) {
			write_entry(&out, &H.ents.v[i], stamps);
			fresh++;
		}
	if (append && !fresh) {
		sb_free(&out);
		return 0;
	}
	int flags =
		O_RDWR | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC);
	int fd = open(path, flags, 0600);
	int rc = -1;
	if (fd >= 0) {
		while (flock(fd, LOCK_EX) < 0 && errno == EINTR)
			;
		if (write_full(fd, out.buf ? out.buf : "", out.len))
			rc = 0;
		size_t fsize = size_var(sh, "HISTFILESIZE", hist_size(sh));
		trim_file(fd, fsize);
		flock(fd, LOCK_UN);
		int e = errno;
		close(fd);
		errno = e;
	}
	sb_free(&out);
	if (rc == 0) {
		for (size_t i = 0; i < H.ents.n; i++)
			H.ents.v[i].fresh = false;
		H.file_ents = append ? H.file_ents + fresh : fresh;
	}
	return rc;
}

void fe_hist_finish(struct shell *sh)
{
	if (H.session && H.file)
		fe_hist_write(sh, H.file, true);
	fe_hist_clear();
	VEC_FREE(H.ents);
	if (H.el_hist)
		history_end(H.el_hist);
	free(H.file);
	fe_histexp_free();
	memset(&H, 0, sizeof H);
	H.base = 1;
}

/* HISTCONTROL: ignorespace, ignoredups, ignoreboth, erasedups. */
enum { HC_SPACE = 1, HC_DUPS = 2, HC_ERASE = 4 };

static unsigned hist_control(struct shell *sh)
{
	const char *v = rt_var_get(sh, "HISTCONTROL");
	if (!v) /* Quirl's default for an interactive session */
		return H.session ? HC_SPACE | HC_DUPS : 0;
	unsigned f = 0;
	while (*v) {
		size_t n = strcspn(v, ":");
		if (n == 11 && !strncmp(v, "ignorespace", n))
			f |= HC_SPACE;
		else if (n == 10 && !strncmp(v, "ignoredups", n))
			f |= HC_DUPS;
		else if (n == 10 && !strncmp(v, "ignoreboth", n))
			f |= HC_SPACE | HC_DUPS;
		else if (n == 9 && !strncmp(v, "erasedups", n))
			f |= HC_ERASE;
		v += n + (v[n] == ':');
	}
	return f;
}

/* Whether LINE matches a HISTIGNORE pattern ('&': the previous entry;
 * "\:" is a literal colon). */
static bool hist_ignored(struct shell *sh, const char *line)
{
	const char *v = rt_var_get(sh, "HISTIGNORE");
	if (!v || !*v)
		return false;
	struct strbuf pat;
	sb_init(&pat);
	bool hit = false;
	const char *prev = H.ents.n ? H.ents.v[H.ents.n - 1].text : NULL;
	for (const char *p = v;; p++) {
		if (*p == '\\' && p[1] == ':') {
			sb_addc(&pat, *++p);
			continue;
		}
		if (*p && *p != ':') {
			if (*p == '&' && prev) {
				for (const char *q = prev; *q; q++) {
					if (rt_pattern_special(*q, false))
						sb_addc(&pat, '\\');
					sb_addc(&pat, *q);
				}
				continue;
			}
			sb_addc(&pat, *p);
			continue;
		}
		if (pat.len && rt_pattern_match(pat.buf, line)) {
			hit = true;
			break;
		}
		sb_reset(&pat);
		if (!*p)
			break;
	}
	sb_free(&pat);
	return hit;
}

/* Whether the first line of a command is to be stored. */
static bool hist_wanted(struct shell *sh, const char *line, size_t len)
{
	unsigned hc = hist_control(sh);
	if (!len || ((hc & HC_SPACE) && (line[0] == ' ' || line[0] == '\t')))
		return false;
	char *t = xstrndup(line, len);
	bool want = !hist_ignored(sh, t);
	if (want && (hc & HC_DUPS) && H.ents.n &&
	    !strcmp(H.ents.v[H.ents.n - 1].text, t))
		want = false;
	if (want && (hc & HC_ERASE)) {
		size_t before = H.ents.n;
		for (size_t i = H.ents.n; i-- > 0;)
			if (!strcmp(H.ents.v[i].text, t))
				remove_at(i, 1);
		if (H.ents.n != before) {
			renumber();
			el_rebuild();
		}
	}
	free(t);
	return want;
}

/* At the start of a new command the previous one is complete: drop it when
 * it repeats the entry before it (ignoredups). */
static void close_current(struct shell *sh)
{
	size_t n = H.ents.n;
	if (H.cur_open && n >= 2 && (hist_control(sh) & HC_DUPS) &&
	    !strcmp(H.ents.v[n - 1].text, H.ents.v[n - 2].text)) {
		fe_hist_drop_last();
	}
	H.cur_open = false;
}

/* Whether LINE holds nothing but blanks, or a comment. */
static bool blank_or_comment(const char *line, size_t len)
{
	size_t i = 0;
	while (i < len && (line[i] == ' ' || line[i] == '\t'))
		i++;
	return i == len || line[i] == '#';
}

void fe_hist_line(struct shell *sh, const char *line, size_t len, bool first,
		  enum parser_cont cont)
{
	while (len && line[len - 1] == '\n')
		len--;
	/* shopt cmdhist off: each line is an entry of its own */
	if (!first && !(sh->shopts & SHOPT_CMDHIST))
		first = !H.cur_skipped;
	if (first) {
		close_current(sh);
		H.cur_cleared = false;
		H.cur_skipped = !hist_wanted(sh, line, len);
		if (H.cur_skipped)
			return;
		push(sh, line, len);
		H.cur_open = true;
		return;
	}
	if (H.cur_skipped || !H.cur_open || !H.ents.n)
		return;
	/* cmdhist (bash): the lines of a command make one entry, joined as
	 * the command reads on one line; lithist keeps the newlines.  A
	 * line continued by a backslash loses it, a blank or comment line
	 * between commands goes (the comment made the next join a
	 * newline). */
	if (sh->shopts & SHOPT_LITHIST)
		cont = PC_NEWLINE;
	if (cont != PC_NEWLINE && cont != PC_JOIN &&
	    blank_or_comment(line, len))
		return;
	struct fe_hist_entry *e = &H.ents.v[H.ents.n - 1];
	struct strbuf sb;
	sb_init(&sb);
	sb_adds(&sb, e->text);
	if (cont == PC_JOIN && sb.len && sb.buf[sb.len - 1] == '\\')
		sb.len--;
	else if (cont == PC_SPACE)
		sb_addc(&sb, ' ');
	else if (cont == PC_SEMI)
		sb_adds(&sb, "; ");
	else if (cont != PC_JOIN)
		sb_addc(&sb, '\n');
	sb_addn(&sb, line, len);
	free(e->text);
	e->text = sb_detach(&sb);
	el_rebuild();
}

/* histverify / histreedit: the line goes back to the editor instead. */
static bool reedit_line(struct shell *sh, enum fe_histexp_result r,
			struct strbuf *reedit, const char *text, size_t len)
{
	unsigned want =
		r == FE_HISTEXP_ERROR ? SHOPT_HISTREEDIT : SHOPT_HISTVERIFY;
	if (!reedit || !(sh->shopts & want))
		return false;
	while (len && text[len - 1] == '\n')
		len--;
	sb_reset(reedit);
	sb_addn(reedit, text, len);
	return true;
}

bool fe_hist_input(struct shell *sh, struct strbuf *sb, size_t start,
		   bool first, enum parser_cont cont, struct strbuf *reedit)
{
	if (!(sh->opts & OPT_HISTORY))
		return true;
	const char *line = sb->buf + start;
	size_t len = sb->len - start;
	if ((sh->opts & OPT_HISTEXPAND) && fe_histexp_needed(sh, line, len)) {
		struct strbuf out;
		sb_init(&out);
		size_t skip = !first && fe_hist_running();
		enum fe_histexp_result r =
			fe_histexp(sh, line, len, skip, &out);
		bool again = false;
		if (r == FE_HISTEXP_ERROR) {
			rt_err(sh, "%s", sb_str(&out));
			again = reedit_line(sh, r, reedit, line, len);
		} else if (r == FE_HISTEXP_CHANGED &&
			   reedit_line(sh, r, reedit, out.buf, out.len)) {
			again = true;
		} else if (r != FE_HISTEXP_SAME) {
			sb->len = start;
			sb_addn(sb, out.buf, out.len);
			/* the expanded line is shown (on standard error) before
			 * it runs; :p only shows it and stores it */
			rt_out_write(sh, 2, sb->buf + start, sb->len - start);
			if (sb->buf[sb->len - 1] != '\n')
				rt_out_write(sh, 2, "\n", 1);
			rt_out_flush_all(sh);
		}
		sb_free(&out);
		if (r == FE_HISTEXP_ERROR || r == FE_HISTEXP_PRINT || again) {
			if (r == FE_HISTEXP_PRINT)
				fe_hist_line(sh, sb->buf + start,
					     sb->len - start, first, cont);
			sb->len = start;
			sb->buf[start] = 0;
			return false;
		}
	}
	fe_hist_line(sh, sb->buf + start, sb->len - start, first, cont);
	return true;
}

void fe_hist_add(struct shell *sh, const char *text)
{
	size_t len = strlen(text);
	while (len && text[len - 1] == '\n')
		len--;
	if (len)
		push(sh, text, len);
	H.cur_open = false;
}

void fe_hist_drop_last(void)
{
	if (!H.ents.n)
		return;
	remove_at(H.ents.n - 1, 1);
	H.cur_open = false;
	el_rebuild();
}

int fe_hist_delete(size_t from, size_t to)
{
	if (from > to || to >= H.ents.n)
		return -1;
	if (to == H.ents.n - 1)
		H.cur_open = false; /* the running command's entry went */
	remove_at(from, to - from + 1);
	renumber();
	el_rebuild();
	return 0;
}

void fe_hist_store(struct shell *sh, const char *text)
{
	if (H.cur_cleared) {
		/* what bash replaces is then the newest entry, if any */
		if (!H.ents.n)
			return;
		H.cur_cleared = false;
		fe_hist_drop_last();
	} else if (fe_hist_running()) {
		fe_hist_drop_last();
	}
	fe_hist_add(sh, text);
}

void fe_hist_clear(void)
{
	H.cur_cleared = H.cur_cleared || fe_hist_running();
	for (size_t i = 0; i < H.ents.n; i++)
		free(H.ents.v[i].text);
	H.ents.n = 0;
	H.base = 1;
	H.cur_open = false;
	el_rebuild();
}

int fe_hist_next_num(void)
{
	return H.base + (int)H.ents.n;
}

const struct fe_hist_entry *fe_hist_entries(size_t *n)
{
	*n = H.ents.n;
	return H.ents.v;
}

bool fe_hist_running(void)
{
	return H.cur_open && !H.cur_skipped && H.ents.n;
}

bool fe_hist_active(void)
{
	return H.session;
}

void *fe_hist_editline(void)
{
	return H.el_hist;
}
