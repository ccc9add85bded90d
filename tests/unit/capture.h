/*
 * capture.h - what the code under test writes to a file descriptor, for
 * the unit test programs (each includes it once, after cmocka.h).
 *
 * capture_begin(fd) points fd at a temporary file; capture_end(sh, fd)
 * flushes the shell's buffered output first (when SH is not NULL),
 * restores fd and returns the text written, at most 4095 bytes, valid
 * until the next capture.  Captures do not nest.
 */
#ifndef QUIRL_TEST_CAPTURE_H
#define QUIRL_TEST_CAPTURE_H

#include <stdio.h>
#include <unistd.h>

#include "runtime/shell.h"
#include "runtime/output.h"

static char capture_text[4096];
static int capture_saved = -1;
static FILE *capture_file;

static void capture_begin(int fd)
{
	capture_file = tmpfile();
	assert_non_null(capture_file);
	capture_saved = dup(fd);
	dup2(fileno(capture_file), fd);
}

static const char *capture_end(struct shell *sh, int fd)
{
	if (sh)
		rt_out_flush_all(sh);
	dup2(capture_saved, fd);
	close(capture_saved);
	rewind(capture_file);
	size_t n =
		fread(capture_text, 1, sizeof capture_text - 1, capture_file);
	capture_text[n] = 0;
	fclose(capture_file);
	return capture_text;
}

#endif
