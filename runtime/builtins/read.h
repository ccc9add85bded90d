/*
 * read.h - the input side of the read builtin, shared with mapfile: bytes
 * from a descriptor without consuming any byte past the last one asked
 * for, as another reader sees it (a seekable descriptor is read in blocks
 * and the unused tail given back by bi_read_input_sync; others one byte at
 * a time).
 */
#ifndef QUIRL_BI_READ_H
#define QUIRL_BI_READ_H

#include "../shell.h"

struct rd_input;

/* Starts reading FD; TIMEOUT < 0 means none. */
struct rd_input *bi_read_input_begin(struct shell *sh, int fd, double timeout);
/* Next byte: 0..255, -1 at EOF or error, -2 on timeout, -3 when a trapped
 * signal arrived. */
int bi_read_input_getc(struct rd_input *in);
/* Ends IN: it becomes sh->read_spare, and what it read ahead of a
 * seekable descriptor stays there for the next read of that descriptor
 * (given back at once when IN was a nested read's). */
void bi_read_input_end(struct rd_input *in);
/* Gives back with lseek what a finished read kept ahead of its
 * descriptor's offset: called before anything else may see the offset or
 * change the descriptor (rt_out_flush_all, redirections). */
void bi_read_input_sync(struct shell *sh);
/* Frees IN (NULL: nothing), the shell's teardown of sh->read_spare. */
void bi_read_input_free(struct rd_input *in);
/* -u FD's value checked as read and mapfile check it (CMD names the
 * builtin in messages); -1 after an error message. */
int bi_read_fd_arg(struct shell *sh, const char *cmd, const char *s);

#endif
