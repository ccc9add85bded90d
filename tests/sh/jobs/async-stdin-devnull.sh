# Without job control an asynchronous list reads /dev/null, unless it
# redirects its input itself.
echo data | { cat & wait; }
echo ---
echo piped > file
echo data | { cat < file & wait; }
