CREATE TABLE "numlist_sale_tallies" (
	"numlist_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "numlist_sale_tallies_pk" PRIMARY KEY("numlist_id","slot")
);
