if ! false; then echo yes; fi
if ! true; then echo no; else echo else; fi
