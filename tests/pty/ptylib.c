/*
 * ptylib.c - pseudo-terminal driving and a small xterm screen model; see
 * ptylib.h for the contract.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "ptylib.h"

uint64_t pty_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

int pty_spawn(struct pty_proc *p, char *const argv[], char *const envp[],
	      int rows, int cols)
{
	struct winsize ws = { .ws_row = (unsigned short)(rows > 0 ? rows : 24),
			      .ws_col =
				      (unsigned short)(cols > 0 ? cols : 80) };
	memset(p, 0, sizeof *p);
	p->cap = 4096;
	p->buf = malloc(p->cap);
	if (!p->buf)
		return -1;
	p->buf[0] = 0;
	if (rows > 0)
		p->screen = pty_screen_new(rows, cols);
	pid_t pid = forkpty(&p->fd, NULL, NULL, &ws);
	if (pid < 0)
		return -1;
	if (pid == 0) {
		signal(SIGPIPE, SIG_DFL);
		execvpe(argv[0], argv, envp);
		fprintf(stderr, "ptylib: %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	p->pid = pid;
	fcntl(p->fd, F_SETFD, FD_CLOEXEC);
	return 0;
}

int pty_resize(struct pty_proc *p, int rows, int cols)
{
	struct winsize ws = { .ws_row = (unsigned short)rows,
			      .ws_col = (unsigned short)cols };
	if (ioctl(p->fd, TIOCSWINSZ, &ws) < 0)
		return -1;
	if (p->screen)
		pty_screen_resize(p->screen, rows, cols);
	return kill(p->pid, SIGWINCH);
}

int pty_send(struct pty_proc *p, const char *s, size_t n)
{
	while (n) {
		ssize_t w = write(p->fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		s += w;
		n -= (size_t)w;
	}
	return 0;
}

int pty_sends(struct pty_proc *p, const char *s)
{
	return pty_send(p, s, strlen(s));
}

int pty_read(struct pty_proc *p, int timeout_ms)
{
	if (p->eof)
		return -1;
	struct pollfd pfd = { .fd = p->fd, .events = POLLIN };
	int r = poll(&pfd, 1, timeout_ms);
	if (r < 0 && errno == EINTR)
		return 0;
	if (r <= 0)
		return 0;
	char tmp[4096];
	ssize_t n = read(p->fd, tmp, sizeof tmp);
	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return 0;
	if (n <= 0) { /* EIO: the slave side is closed */
		p->eof = true;
		return -1;
	}
	if (p->len + (size_t)n + 1 > p->cap) {
		while (p->len + (size_t)n + 1 > p->cap)
			p->cap *= 2;
		p->buf = realloc(p->buf, p->cap);
		if (!p->buf)
			abort();
	}
	memcpy(p->buf + p->len, tmp, (size_t)n);
	p->len += (size_t)n;
	p->buf[p->len] = 0;
	if (p->screen)
		pty_screen_feed(p->screen, tmp, (size_t)n);
	return (int)n;
}

static char *find(struct pty_proc *p, const char *needle)
{
	return memmem(p->buf + p->mark, p->len - p->mark, needle,
		      strlen(needle));
}

int pty_expect(struct pty_proc *p, const char *needle, int timeout_ms)
{
	uint64_t end = pty_now_ns() + (uint64_t)timeout_ms * 1000000u;
	for (;;) {
		char *at = find(p, needle);
		if (at) {
			p->mark = (size_t)(at - p->buf) + strlen(needle);
			return 0;
		}
		uint64_t now = pty_now_ns();
		if (now >= end || p->eof)
			return -1;
		if (pty_read(p, (int)((end - now) / 1000000u) + 1) < 0)
			return find(p, needle) ? pty_expect(p, needle, 0) : -1;
	}
}

int pty_wait_raw(struct pty_proc *p, int timeout_ms)
{
	uint64_t end = pty_now_ns() + (uint64_t)timeout_ms * 1000000u;
	for (;;) {
		struct termios t; /* the master reports the slave's modes */
		if (tcgetattr(p->fd, &t) == 0 && !(t.c_lflag & ICANON))
			return 0;
		if (pty_now_ns() >= end)
			return -1;
		if (pty_read(p, 1) < 0)
			return -1;
	}
}

int pty_wait(struct pty_proc *p, int timeout_ms)
{
	uint64_t end = pty_now_ns() + (uint64_t)timeout_ms * 1000000u;
	while (!p->reaped) {
		pid_t r = waitpid(p->pid, &p->status, WNOHANG);
		if (r == p->pid) {
			p->reaped = true;
			break;
		}
		if (pty_now_ns() >= end) {
			kill(p->pid, SIGKILL);
			waitpid(p->pid, &p->status, 0);
			p->reaped = true;
			return -1;
		}
		if (pty_read(p, 10) < 0)
			usleep(1000); /* drained: wait for the exit itself */
	}
	return p->status;
}

void pty_close(struct pty_proc *p)
{
	if (p->fd > 0)
		close(p->fd);
	if (!p->reaped && p->pid > 0) {
		kill(p->pid, SIGKILL);
		waitpid(p->pid, &p->status, 0);
	}
	free(p->buf);
	pty_screen_free(p->screen);
	memset(p, 0, sizeof *p);
}

void pty_dump_tail(const struct pty_proc *p, size_t max, int fd)
{
	size_t from = p->len > max ? p->len - max : 0;
	FILE *f = fdopen(dup(fd), "w");
	if (!f)
		return;
	for (size_t i = from; i < p->len; i++) {
		unsigned char c = (unsigned char)p->buf[i];
		if (c == '\n')
			fputs("\\n\n", f);
		else if (c < 32 || c == 127)
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f);
	}
	fputc('\n', f);
	fclose(f);
}

/* ------------------------------------------------------------ screen */

struct cell {
	char b[5]; /* one UTF-8 sequence, NUL-terminated; "" = blank */
};

struct pty_screen {
	int rows, cols, r, c;
	bool wrap_pending;
	struct cell *cells;
	enum { S_TEXT, S_ESC, S_CSI, S_OSC, S_CHARSET } state;
	char params[64];
	size_t np;
	char utf8[5];
	size_t nu, need;
	char rowbuf[4096];
};

struct pty_screen *pty_screen_new(int rows, int cols)
{
	struct pty_screen *s = calloc(1, sizeof *s);
	if (!s)
		abort();
	s->rows = rows;
	s->cols = cols;
	s->cells = calloc((size_t)rows * (size_t)cols, sizeof *s->cells);
	if (!s->cells)
		abort();
	return s;
}

void pty_screen_free(struct pty_screen *s)
{
	if (s)
		free(s->cells);
	free(s);
}

static struct cell *at(struct pty_screen *s, int r, int c)
{
	return &s->cells[(size_t)r * (size_t)s->cols + (size_t)c];
}

/* As xterm: the cells keep their place (no reflow), what falls outside is
 * lost, the cursor is kept inside. */
void pty_screen_resize(struct pty_screen *s, int rows, int cols)
{
	struct cell *old = s->cells;
	int orows = s->rows, ocols = s->cols;
	s->cells = calloc((size_t)rows * (size_t)cols, sizeof *s->cells);
	if (!s->cells)
		abort();
	s->rows = rows;
	s->cols = cols;
	for (int r = 0; r < rows && r < orows; r++)
		for (int c = 0; c < cols && c < ocols; c++)
			*at(s, r, c) =
				old[(size_t)r * (size_t)ocols + (size_t)c];
	free(old);
	if (s->r >= rows)
		s->r = rows - 1;
	if (s->c >= cols)
		s->c = cols - 1;
	s->wrap_pending = false;
}

static void clear_cells(struct pty_screen *s, int r, int c0, int c1)
{
	for (int c = c0; c < c1; c++)
		at(s, r, c)->b[0] = 0;
}

static void line_feed(struct pty_screen *s)
{
	if (s->r + 1 < s->rows) {
		s->r++;
		return;
	}
	memmove(s->cells, s->cells + s->cols,
		(size_t)(s->rows - 1) * (size_t)s->cols * sizeof *s->cells);
	clear_cells(s, s->rows - 1, 0, s->cols);
}

static void put(struct pty_screen *s, const char *seq)
{
	if (s->wrap_pending) {
		s->wrap_pending = false;
		s->c = 0;
		line_feed(s);
	}
	snprintf(at(s, s->r, s->c)->b, sizeof(struct cell), "%s", seq);
	if (s->c + 1 < s->cols)
		s->c++;
	else
		s->wrap_pending = true;
}

static int param(const struct pty_screen *s, int idx, int def)
{
	const char *p = s->params;
	for (int i = 0; i < idx && p; i++) {
		p = strchr(p, ';');
		if (p)
			p++;
	}
	if (!p || *p < '0' || *p > '9')
		return def;
	int v = atoi(p);
	return v ? v : def;
}

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static void csi(struct pty_screen *s, char fin)
{
	int n = param(s, 0, 1);
	if (s->params[0] == '?' || s->params[0] == '>' || s->params[0] == '!')
		return; /* private modes */
	s->wrap_pending = false;
	switch (fin) {
	case 'A':
		s->r = clampi(s->r - n, 0, s->rows - 1);
		break;
	case 'B':
		s->r = clampi(s->r + n, 0, s->rows - 1);
		break;
	case 'C':
		s->c = clampi(s->c + n, 0, s->cols - 1);
		break;
	case 'D':
		s->c = clampi(s->c - n, 0, s->cols - 1);
		break;
	case 'G':
		s->c = clampi(n - 1, 0, s->cols - 1);
		break;
	case 'H':
	case 'f':
		s->r = clampi(param(s, 0, 1) - 1, 0, s->rows - 1);
		s->c = clampi(param(s, 1, 1) - 1, 0, s->cols - 1);
		break;
	case 'K': {
		int m = param(s, 0, 0);
		clear_cells(s, s->r, m == 0 ? s->c : 0,
			    m == 1 ? s->c + 1 : s->cols);
		break;
	}
	case 'J': {
		int m = param(s, 0, 0);
		if (m == 0) {
			clear_cells(s, s->r, s->c, s->cols);
			for (int r = s->r + 1; r < s->rows; r++)
				clear_cells(s, r, 0, s->cols);
		} else if (m >= 2) {
			for (int r = 0; r < s->rows; r++)
				clear_cells(s, r, 0, s->cols);
		}
		break;
	}
	case 'P': /* delete characters */
		for (int c = s->c; c < s->cols; c++)
			*at(s, s->r, c) = c + n < s->cols ? *at(s, s->r, c + n)
							  : (struct cell){ "" };
		break;
	case '@': /* insert blanks */
		for (int c = s->cols - 1; c >= s->c; c--)
			*at(s, s->r, c) = c - n >= s->c ? *at(s, s->r, c - n)
							: (struct cell){ "" };
		break;
	default: /* SGR and the rest: no effect on the text */
		break;
	}
}

static void text_byte(struct pty_screen *s, unsigned char ch)
{
	if (s->need) {
		s->utf8[s->nu++] = (char)ch;
		if (s->nu == s->need) {
			s->utf8[s->nu] = 0;
			s->need = 0;
			put(s, s->utf8);
		}
		return;
	}
	switch (ch) {
	case '\r':
		s->c = 0;
		s->wrap_pending = false;
		return;
	case '\n':
		line_feed(s);
		s->wrap_pending = false;
		return;
	case '\b':
		if (s->c > 0 && !s->wrap_pending)
			s->c--;
		s->wrap_pending = false;
		return;
	case '\t':
		s->c = clampi((s->c / 8 + 1) * 8, 0, s->cols - 1);
		return;
	case 033:
		s->state = S_ESC;
		return;
	default:
		break;
	}
	if (ch < 32 || ch == 127)
		return;
	if (ch >= 0xc0) {
		s->need = ch >= 0xf0 ? 4 : ch >= 0xe0 ? 3 : 2;
		s->utf8[0] = (char)ch;
		s->nu = 1;
		return;
	}
	char one[2] = { (char)ch, 0 };
	put(s, one);
}

void pty_screen_feed(struct pty_screen *s, const char *data, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)data[i];
		switch (s->state) {
		case S_TEXT:
			text_byte(s, ch);
			break;
		case S_ESC:
			s->state = S_TEXT;
			if (ch == '[') {
				s->state = S_CSI;
				s->np = 0;
				s->params[0] = 0;
			} else if (ch == ']') {
				s->state = S_OSC;
			} else if (ch == '(' || ch == ')') {
				s->state = S_CHARSET;
			} else if (ch == 'M' && s->r > 0) {
				s->r--; /* reverse index */
			}
			break;
		case S_CSI:
			if (ch >= 0x40 && ch <= 0x7e) {
				s->state = S_TEXT;
				csi(s, (char)ch);
			} else if (s->np + 1 < sizeof s->params) {
				s->params[s->np++] = (char)ch;
				s->params[s->np] = 0;
			}
			break;
		case S_OSC:
			if (ch == 7 || ch == '\\')
				s->state = S_TEXT;
			break;
		case S_CHARSET:
			s->state = S_TEXT;
			break;
		}
	}
}

const char *pty_screen_row(struct pty_screen *s, int r)
{
	size_t len = 0, keep = 0;
	for (int c = 0; c < s->cols && r >= 0 && r < s->rows; c++) {
		const char *b = at(s, r, c)->b;
		if (!*b)
			b = " ";
		size_t l = strlen(b);
		if (len + l + 1 > sizeof s->rowbuf)
			break;
		memcpy(s->rowbuf + len, b, l);
		len += l;
		if (*at(s, r, c)->b && *b != ' ')
			keep = len;
	}
	s->rowbuf[keep] = 0;
	return s->rowbuf;
}

void pty_screen_cursor(const struct pty_screen *s, int *row, int *col)
{
	*row = s->r;
	*col = s->c;
}

void pty_screen_dump(struct pty_screen *s, int fd)
{
	for (int r = 0; r < s->rows; r++) {
		const char *row = pty_screen_row(s, r);
		dprintf(fd, "%2d|%s|\n", r, row);
	}
	dprintf(fd, "cursor %d,%d\n", s->r, s->c);
}
