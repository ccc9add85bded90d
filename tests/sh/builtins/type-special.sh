type export
type exit
