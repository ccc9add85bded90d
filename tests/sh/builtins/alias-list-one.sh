alias q="it's"
alias q
