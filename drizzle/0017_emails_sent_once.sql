CREATE TABLE "emails_enviados" (
	"tipo" varchar(60) NOT NULL,
	"entidade" varchar(100) NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_enviados_tipo_entidade_pk" PRIMARY KEY("tipo","entidade")
);
