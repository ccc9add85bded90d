{ echo a}; }
