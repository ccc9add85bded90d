printf '[%.2s][%.0s]\n' abcdef xyz
