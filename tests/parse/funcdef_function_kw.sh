function g { :; }
function h() { :; }
