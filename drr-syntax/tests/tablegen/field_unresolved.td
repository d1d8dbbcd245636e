// A `field` may hold a value TableGen cannot resolve: the `NAME` of a class
// instance written as a value, read through the instance (`anonymous_0.t`)
// and the operators it could not fold, nested as TableGen nests them.
class C<string n> { string s = n; string t = NAME; string u = "p" # NAME; list<string> l = [NAME]; }
class K<int i = 0, string n = NAME> { string kn = n; }
class P<string s> { string ps = s; }
class Q<int i = 0> : P<NAME>;
def op;
def D1 { field string a = C<"x">.u; }
def D2 { field int a = !if(!eq(C<"x">.t, "D"), 1, 2); }
def D3 { field string a = !cast<string>(C<"x">.t); }
def D4 { field string a = K<>.kn; }
def D5 { field string a = Q<>.ps; }
def D6 { field dag a = (op C<"x">.t); }
def D7 { field bit a = !empty(C<"x">.t); }
def D8 { field string a = "p" # C<"x">.t # "q"; }
def D9 { field int a = !size(C<"x">.t); }
def D10 { field string a = !subst("a", "b", C<"x">.t); }
def D11 { field list<string> a = C<"x">.l; }
def D12 { field bit a = !isa<string>(C<"x">.t); }
defvar v = C<"x">;
def D13 { field string a = v.t; }
def D14 { field string a = !strconcat("a", C<"x">.t, "b"); }
def D15 { field string a = !interleave([C<"x">.t, "z"], ","); }
multiclass M { def _x { field string a = C<NAME>.t; } }
defm D16 : M;
def E1 { field string a = "a" # "b" # C<"x">.t; }
def E2 { field string a = C<"x">.t # "a" # "b"; }
def E3 { field string a = C<"x">.l[0]; }
def E4 { field int a = !empty(C<"x">.t); }
def E5 { field list<string> a = !listconcat(C<"x">.l, ["q"]); }
def E6 { field int a = !size(C<"x">.l); }
