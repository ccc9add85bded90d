if false; true; then echo last-counts; fi
if true; false; then echo no; else echo else; fi
