function g { :; }
