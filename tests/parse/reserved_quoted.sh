'if' a
\while
