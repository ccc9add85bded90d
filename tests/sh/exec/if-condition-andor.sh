if true && false; then echo no; else echo else; fi
if false || true; then echo yes; fi
