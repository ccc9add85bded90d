type cd
type :
