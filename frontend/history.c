/*
 * history.c - the command history of the interactive shell.
 *
 * Design and invariants:
 *  - Entries are whole commands: the line read at PS1 opens an entry and
 *    every PS2 line read for the same command is appended to it (joined by
 *    '\n').  So the newest entry is complete by the time the command runs,
 *    which fc and `history` rely on.
 *  - A command whose first line starts with a blank is not stored; one equal
 *    to the previous entry is dropped when the next command starts (only
 *    then is a multi-line entry known to be complete).
 *  - Numbers grow by one per stored entry and are never reused; HISTSIZE
 *    (default 500) bounds the list, dropping the oldest.
 *  - HISTFILE (default ~/.quirl_history) is read at start-up.  At exit only
 *    the entries added in this session are appended, with one write(2) on an
 *    O_APPEND descriptor under flock(LOCK_EX), so shells exiting together
 *    never interleave or lose each other's lines.  The file is trimmed to
 *    HISTSIZE entries (under the same lock) when it grew beyond twice that.
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
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "frontend/interactive.h"
#include "runtime/shell.h"
#include "runtime/var.h"

#define HIST_DEFAULT_SIZE 500

static struct {
	VEC(struct fe_hist_entry) ents;
	bool active;
	int next_num;
	size_t first_new; /* index of the first entry of this session */
	bool cur_open;    /* the newest entry may still get PS2 lines */
	bool cur_skipped; /* the current command is not being stored */
	size_t max;
	char *file; /* path of HISTFILE read at start-up */
	History *el_hist;
} H;

static size_t hist_size(struct shell *sh)
{
	const char *s = rt_var_get(sh, "HISTSIZE");
	if (s && *s) {
		char *end;
		long v = strtol(s, &end, 10);
		if (!*end && v >= 0)
			return (size_t)v;
	}
	return HIST_DEFAULT_SIZE;
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

static void drop_oldest(size_t k)
{
	if (k > H.ents.n)
		k = H.ents.n;
	for (size_t i = 0; i < k; i++)
		free(H.ents.v[i].text);
	memmove(H.ents.v, H.ents.v + k, (H.ents.n - k) * sizeof *H.ents.v);
	H.ents.n -= k;
	H.first_new = H.first_new > k ? H.first_new - k : 0;
}

static void push(const char *text, size_t len)
{
	struct fe_hist_entry e = { H.next_num++, xstrndup(text, len) };
	VEC_PUSH(H.ents, e);
	if (H.ents.n > H.max) {
		drop_oldest(H.ents.n - H.max);
		el_rebuild();
	} else {
		el_enter(e.text);
	}
}

/* Splits the file's text into entries (see the format above). */
static void load_text(const char *s, size_t n)
{
	struct strbuf cur;
	sb_init(&cur);
	size_t i = 0;
	while (i < n) {
		const char *nl = memchr(s + i, '\n', n - i);
		size_t end = nl ? (size_t)(nl - s) : n;
		bool cont = end > i && s[end - 1] == '\\';
		sb_addn(&cur, s + i, end - i - cont);
		if (cont) {
			sb_addc(&cur, '\n');
		} else {
			if (cur.len) {
				struct fe_hist_entry e = { H.next_num++,
							   sb_detach(&cur) };
				VEC_PUSH(H.ents, e);
			}
			sb_reset(&cur);
		}
		i = end + 1;
	}
	if (cur.len) {
		struct fe_hist_entry e = { H.next_num++, sb_detach(&cur) };
		VEC_PUSH(H.ents, e);
	}
	sb_free(&cur);
}

static char *read_all(int fd, size_t *len)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_read_fd(&sb, fd);
	*len = sb.len;
	return sb_detach(&sb);
}

static char *default_file(struct shell *sh)
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

void fe_hist_init(struct shell *sh)
{
	HistEvent ev;
	memset(&H, 0, sizeof H);
	H.active = true;
	H.next_num = 1;
	H.max = hist_size(sh);
	H.el_hist = history_init();
	if (H.el_hist)
		history(H.el_hist, &ev, H_SETSIZE, INT32_MAX / 2);
	H.file = default_file(sh);
	int fd = H.file ? open(H.file, O_RDONLY | O_NONBLOCK | O_CLOEXEC) : -1;
	struct stat st;
	if (fd >= 0 && (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))) {
		/* HISTFILE=/dev/zero or a FIFO: no history to read (it would
		 * read until memory runs out, or block), nor to write */
		close(fd);
		fd = -1;
		free(H.file);
		H.file = NULL;
	}
	if (fd >= 0) {
		size_t len;
		char *text = read_all(fd, &len);
		close(fd);
		load_text(text, len);
		free(text);
		if (H.ents.n > H.max)
			drop_oldest(H.ents.n - H.max);
	}
	H.first_new = H.ents.n;
	el_rebuild();
}

static void write_entry(struct strbuf *out, const char *t)
{
	for (; *t; t++) {
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

/* Under the lock: keeps the newest MAX entries when the file holds more
 * than twice as many, so appends stay cheap and the file stays bounded. */
static void trim_file(int fd, size_t max)
{
	size_t len;
	if (lseek(fd, 0, SEEK_SET) < 0)
		return;
	char *text = read_all(fd, &len);
	size_t lines = 0;
	for (size_t i = 0; i < len; i++)
		lines += text[i] == '\n' && (i == 0 || text[i - 1] != '\\');
	if (lines > 2 * max) {
		size_t skip = lines - max, i = 0;
		for (; i < len && skip; i++)
			skip -= text[i] == '\n' &&
				(i == 0 || text[i - 1] != '\\');
		if (ftruncate(fd, 0) == 0)
			write_full(fd, text + i, len - i);
	}
	free(text);
}

static void save(struct shell *sh)
{
	if (!H.file || H.first_new >= H.ents.n)
		return;
	struct strbuf out;
	sb_init(&out);
	for (size_t i = H.first_new; i < H.ents.n; i++)
		write_entry(&out, H.ents.v[i].text);
	int fd = open(H.file, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
	if (fd >= 0) {
		while (flock(fd, LOCK_EX) < 0 && errno == EINTR)
			;
		write_full(fd, out.buf, out.len);
		trim_file(fd, hist_size(sh));
		flock(fd, LOCK_UN);
		close(fd);
	}
	sb_free(&out);
}

void fe_hist_finish(struct shell *sh)
{
	if (!H.active)
		return;
	save(sh);
	fe_hist_clear();
	VEC_FREE(H.ents);
	if (H.el_hist)
		history_end(H.el_hist);
	free(H.file);
	memset(&H, 0, sizeof H);
}

/* At the start of a new command the previous one is complete: drop it when
 * it repeats the entry before it. */
static void close_current(void)
{
	size_t n = H.ents.n;
	if (H.cur_open && n >= 2 &&
	    !strcmp(H.ents.v[n - 1].text, H.ents.v[n - 2].text)) {
		fe_hist_drop_last();
	}
	H.cur_open = false;
}

void fe_hist_line(struct shell *sh, const char *line, size_t len, bool first)
{
	if (!H.active)
		return;
	(void)sh;
	while (len && line[len - 1] == '\n')
		len--;
	if (first) {
		close_current();
		H.cur_skipped = !len || line[0] == ' ' || line[0] == '\t';
		if (H.cur_skipped)
			return;
		push(line, len);
		H.cur_open = true;
		return;
	}
	if (H.cur_skipped || !H.cur_open || !H.ents.n)
		return;
	struct fe_hist_entry *e = &H.ents.v[H.ents.n - 1];
	struct strbuf sb;
	sb_init(&sb);
	sb_adds(&sb, e->text);
	sb_addc(&sb, '\n');
	sb_addn(&sb, line, len);
	free(e->text);
	e->text = sb_detach(&sb);
	el_rebuild();
}

void fe_hist_add(struct shell *sh, const char *text)
{
	(void)sh;
	if (!H.active)
		return;
	size_t len = strlen(text);
	while (len && text[len - 1] == '\n')
		len--;
	if (len)
		push(text, len);
	H.cur_open = false;
}

void fe_hist_drop_last(void)
{
	if (!H.ents.n)
		return;
	struct fe_hist_entry *e = &H.ents.v[--H.ents.n];
	H.next_num = e->num; /* the number is handed out again */
	free(e->text);
	if (H.first_new > H.ents.n)
		H.first_new = H.ents.n;
	H.cur_open = false;
	el_rebuild();
}

void fe_hist_clear(void)
{
	for (size_t i = 0; i < H.ents.n; i++)
		free(H.ents.v[i].text);
	H.ents.n = 0;
	H.first_new = 0;
	H.cur_open = false;
	el_rebuild();
}

int fe_hist_next_num(void)
{
	return H.active ? H.next_num : 1;
}

const struct fe_hist_entry *fe_hist_entries(size_t *n)
{
	*n = H.ents.n;
	return H.active ? H.ents.v : NULL;
}

bool fe_hist_running(void)
{
	return H.active && H.cur_open && !H.cur_skipped && H.ents.n;
}

bool fe_hist_active(void)
{
	return H.active;
}

void *fe_hist_editline(void)
{
	return H.el_hist;
}
