// The paste operator: after a string, a top-level defvar or a record name is pasted as text (TableGen parses the right side in name mode); after a list, it is a value.
defvar G1 = "s";
def R1;
class C<string a> { string x = "p" # a; string y = "q" # G1; defvar L = "l"; string z = "r" # L; string w = "t" # R1; }
def A : C<"arg">;
foreach i = [1] in { defvar F = "f"; def B # i { string u = "v" # F; string v = "w" # i; string t = "k" # G1; } }
def D { string d = "d" # G1 # "e"; string e = G1 # G1; }
defvar GL = [1, 2];
defvar GS = "s";
class T<list<int> l> { list<int> x = l # GL; }
def A2 : T<[0]>;
def B2 { list<int> y = [5] # GL; }
def N # GS;
foreach i = [1] in def M # GS # i;
