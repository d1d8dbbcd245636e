// A field declared again with a type where the record already has it is
// TableGen's assignment: the field keeps the type it was first declared
// with, the value is converted to it, `field` changes nothing, and a
// declaration without a value makes it `?`.
class C {
  int v = 1;
  string s = "a";
  list<int> l = [1];
  field int f = 0;
}
def Same : C { int v = 2; string s = "b"; }
def Unset : C { int v; }
def UnsetOtherType : C { string v; }
def BitForInt : C { bit v = 1; }
def BitsForInt : C { bits<2> v = 3; }
def EmptyList : C { list<string> l = []; }
def LetThenDecl : C { let v = 5; int v = 6; }
def KeywordStays : C { int f = 4; field int v = 9; }
class B : C { bits<3> v = 2; }
def InClass : B;
class R { int a = 1; int b = a; }
def LateRead : R { int a = 7; }
def Twice { int a = 1; int a = 2; }
multiclass M { def _x : C { string s = "m"; } }
defm Multi : M;
